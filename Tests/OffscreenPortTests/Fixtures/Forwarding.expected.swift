// swift-format-ignore-file
import UIKit

/// A delegate proxy as iOS code writes one: the gesture's delegate that hands each message it
/// does not implement to an optional proxy, or else to the default object.
public final class GestureRouter: NSObject, UIGestureRecognizerDelegate, OptionalMethods {
  public weak var proxy: UIGestureRecognizerDelegate?
  let origin: UIGestureRecognizerDelegate

  init(origin: UIGestureRecognizerDelegate) {
    self.origin = origin
    super.init()
  }

  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  public func portedOverride_GestureRouter_responds(to aSelector: Selector!) -> Bool {
    proxy?.responds(to: aSelector) == true || origin.responds(to: aSelector)
  }

  public func portedOverride_GestureRouter_forwardingTarget(for aSelector: Selector!) -> Any? {
    if proxy?.responds(to: aSelector) == true { return proxy }
    if origin.responds(to: aSelector) { return origin }
    return nil
  }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated public class var optionalMethods: Set<String> { ["gestureRecognizerShouldBegin:"] }
  // Offscreen port: UIKit's requirements GestureRouter does not implement, sent to the object its forwardingTarget(for:) names, as Objective-C forwards them; UIKit's default without one.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    if let target = portedOverride_GestureRouter_forwardingTarget(for: Selector(optionalRequirement: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:), name: "gestureRecognizer:shouldRecognizeSimultaneouslyWith:")) as? any UIGestureRecognizerDelegate, target as AnyObject !== self {
      return target.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
    }
    return PortedUIKitDefaults().gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
  }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    if let target = portedOverride_GestureRouter_forwardingTarget(for: Selector(optionalRequirement: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRequireFailureOf:), name: "gestureRecognizer:shouldRequireFailureOf:")) as? any UIGestureRecognizerDelegate, target as AnyObject !== self {
      return target.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer)
    }
    return PortedUIKitDefaults().gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer)
  }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    if let target = portedOverride_GestureRouter_forwardingTarget(for: Selector(optionalRequirement: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldBeRequiredToFailBy:), name: "gestureRecognizer:shouldBeRequiredToFailBy:")) as? any UIGestureRecognizerDelegate, target as AnyObject !== self {
      return target.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer)
    }
    return PortedUIKitDefaults().gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer)
  }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    if let target = portedOverride_GestureRouter_forwardingTarget(for: Selector(optionalRequirement: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:), name: "gestureRecognizer:shouldReceive:")) as? any UIGestureRecognizerDelegate, target as AnyObject !== self {
      return target.gestureRecognizer(gestureRecognizer, shouldReceive: touch)
    }
    return PortedUIKitDefaults().gestureRecognizer(gestureRecognizer, shouldReceive: touch)
  }
  // Offscreen port: an object UIKit's defaults answer for; the requirements iOS makes required are never asked of it.
  private final class PortedUIKitDefaults: NSObject, UIGestureRecognizerDelegate {}
}

/// A navigation bar's delegate proxy: UINavigationBarDelegate inherits
/// UIBarPositioningDelegate, whose requirement is forwarded too.
class BarRouter: NSObject, UINavigationBarDelegate, OptionalMethods {
  weak var target: UINavigationBarDelegate?

  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    true
  }

  func portedOverride_BarRouter_forwardingTarget(for aSelector: Selector!) -> Any? { target }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated class var optionalMethods: Set<String> { ["navigationBar:shouldPop:"] }
  // Offscreen port: UIKit's requirements BarRouter does not implement, sent to the object its forwardingTarget(for:) names, as Objective-C forwards them; UIKit's default without one.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
    if let target = portedOverride_BarRouter_forwardingTarget(for: Selector(optionalRequirement: UINavigationBarDelegate.navigationBar(_:shouldPush:), name: "navigationBar:shouldPush:")) as? any UINavigationBarDelegate, target as AnyObject !== self {
      return target.navigationBar(navigationBar, shouldPush: item)
    }
    return PortedUIKitDefaults().navigationBar(navigationBar, shouldPush: item)
  }
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
    if let target = portedOverride_BarRouter_forwardingTarget(for: Selector(optionalRequirement: UINavigationBarDelegate.navigationBar(_:didPush:), name: "navigationBar:didPush:")) as? any UINavigationBarDelegate, target as AnyObject !== self {
      return target.navigationBar(navigationBar, didPush: item)
    }
    return PortedUIKitDefaults().navigationBar(navigationBar, didPush: item)
  }
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
    if let target = portedOverride_BarRouter_forwardingTarget(for: Selector(optionalRequirement: UINavigationBarDelegate.navigationBar(_:didPop:), name: "navigationBar:didPop:")) as? any UINavigationBarDelegate, target as AnyObject !== self {
      return target.navigationBar(navigationBar, didPop: item)
    }
    return PortedUIKitDefaults().navigationBar(navigationBar, didPop: item)
  }
  func position(for bar: any UIBarPositioning) -> UIBarPosition {
    if let target = portedOverride_BarRouter_forwardingTarget(for: Selector(optionalRequirement: UIBarPositioningDelegate.position(for:), name: "positionFor:")) as? any UIBarPositioningDelegate, target as AnyObject !== self {
      return target.position(for: bar)
    }
    return PortedUIKitDefaults().position(for: bar)
  }
  // Offscreen port: an object UIKit's defaults answer for; the requirements iOS makes required are never asked of it.
  private final class PortedUIKitDefaults: NSObject, UINavigationBarDelegate, UIBarPositioningDelegate {}
}
