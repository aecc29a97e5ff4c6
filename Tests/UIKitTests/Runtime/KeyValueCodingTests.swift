import Testing
import UIKit

/// Key-value coding's reads, `responds(to:)` on a delegate held as a protocol, and the
/// deprecated idiom function, as iOS code reaches them.
@MainActor
@Suite struct KeyValueCodingTests {
  final class Proxy: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    func reset() {}
  }

  @Test func valuesAreReadByKeyAndKeyPath() {
    let parent = UIView()
    parent.tag = 4
    let child = UIView()
    parent.addSubview(child)
    #expect(child.value(forKey: "superview") as? UIView === parent)
    #expect(child.value(forKeyPath: "superview.tag") as? Int == 4)
    #expect(child.value(forKey: "noSuchKey") == nil)
    #expect(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared)
    #expect(UIDevice.value(forKey: "current") as? UIDevice === UIDevice.current)
  }

  @Test func aDelegateHeldAsAProtocolAnswersRespondsTo() {
    let delegate: UIGestureRecognizerDelegate = Proxy()
    #expect(delegate.responds(to: Selector(Proxy.reset, name: "reset")))
    #expect(!delegate.responds(to: Selector(UIView.layoutSubviews, name: "layoutSubviews")))
  }

  @Test func theIdiomFunctionGivesTheDevicesIdiom() {
    #expect(UI_USER_INTERFACE_IDIOM() == UIDevice.current.userInterfaceIdiom)
  }
}
