// swift-format-ignore-file
import UIKit

private var originalDismiss: IMP?
private typealias DismissFunction = @convention(c) (AnyObject, Selector, Bool, (() -> Void)?) -> Void
typealias LayoutBlock = @convention(block) (UIViewController, Selector) -> Void

extension UIViewController {
    static func swizzleDismiss() {
        guard let method = class_getInstanceMethod(UIViewController.self, #selector(dismiss(animated:completion:))),
              let replacement = class_getMethodImplementation(UIViewController.self, #selector(swizzledDismiss(animated:completion:)))
        else { return }
        originalDismiss = method_setImplementation(method, replacement)
    }

    @objc func swizzledDismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let dismiss = unsafeBitCast(originalDismiss, to: DismissFunction.self)
        dismiss(self, #selector(UIViewController.dismiss(animated:completion:)), flag, completion)
    }

    static func layoutImplementation(_ block: @escaping LayoutBlock) -> IMP {
        imp_implementationWithBlock(unsafeBitCast(block, to: AnyObject.self))
    }
}
