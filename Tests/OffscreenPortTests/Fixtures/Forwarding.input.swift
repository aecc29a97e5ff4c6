// swift-format-ignore-file
import UIKit

/// A delegate proxy as iOS code writes one: the gesture's delegate that hands each message it
/// does not implement to an optional proxy, or else to the default object.
public final class GestureRouter: NSObject, UIGestureRecognizerDelegate {
  public weak var proxy: UIGestureRecognizerDelegate?
  let origin: UIGestureRecognizerDelegate

  init(origin: UIGestureRecognizerDelegate) {
    self.origin = origin
    super.init()
  }

  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  public override func responds(to aSelector: Selector!) -> Bool {
    proxy?.responds(to: aSelector) == true || origin.responds(to: aSelector)
  }

  public override func forwardingTarget(for aSelector: Selector!) -> Any? {
    if proxy?.responds(to: aSelector) == true { return proxy }
    if origin.responds(to: aSelector) { return origin }
    return nil
  }
}

/// A navigation bar's delegate proxy: UINavigationBarDelegate inherits
/// UIBarPositioningDelegate, whose requirement is forwarded too.
class BarRouter: NSObject, UINavigationBarDelegate {
  weak var target: UINavigationBarDelegate?

  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    true
  }

  override func forwardingTarget(for aSelector: Selector!) -> Any? { target }
}
