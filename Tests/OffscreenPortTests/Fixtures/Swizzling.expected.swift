// swift-format-ignore-file
import UIKit

private var originalDismiss: IMP?
private typealias DismissFunction = (AnyObject, Selector, Bool, (() -> Void)?) -> Void
typealias LayoutBlock = (UIViewController, Selector) -> Void

extension UIViewController {
    static func swizzleDismiss() {
        guard let method = class_getInstanceMethod(UIViewController.self, Selector(UIViewController.dismiss(animated:completion:), name: "dismissWithAnimated:completion:")),
              let replacement = class_getMethodImplementation(UIViewController.self, Selector(UIViewController.swizzledDismiss(animated:completion:), name: "swizzledDismissWithAnimated:completion:"))
        else { return }
        originalDismiss = method_setImplementation(method, replacement)
    }

    func swizzledDismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let dismiss = ObjCRuntime.function(originalDismiss, as: DismissFunction.self)
        dismiss(self, Selector(UIViewController.dismiss(animated:completion:), name: "dismissWithAnimated:completion:"), flag, completion)
    }

    static func layoutImplementation(_ block: @escaping LayoutBlock) -> IMP {
        imp_implementationWithBlock(ObjCRuntime.object(block, as: AnyObject.self))
    }
}
