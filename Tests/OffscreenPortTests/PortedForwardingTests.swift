import Testing
import UIKit

/// A delegate proxy's `forwardingTarget(for:)` decides, as with Objective-C's forwarding, who
/// answers a UIKit requirement the proxy does not implement: the object it names, or UIKit's
/// default when it names none.
@MainActor
@Suite struct PortedForwardingTests {
  // The port's translation of (fixture Forwarding.input.swift, two of its requirements)
  //   final class Router: NSObject, UIGestureRecognizerDelegate {
  //     weak var proxy: UIGestureRecognizerDelegate?; let origin: UIGestureRecognizerDelegate
  //     override func forwardingTarget(for aSelector: Selector!) -> Any? {
  //       if proxy?.responds(to: aSelector) == true { return proxy }
  //       if origin.responds(to: aSelector) { return origin }
  //       return nil
  //     }
  //   }
  final class Router: NSObject, UIGestureRecognizerDelegate, OptionalMethods {
    weak var proxy: UIGestureRecognizerDelegate?
    let origin: UIGestureRecognizerDelegate

    init(origin: UIGestureRecognizerDelegate) {
      self.origin = origin
      super.init()
    }

    func portedOverride_Router_forwardingTarget(for aSelector: Selector!) -> Any? {
      if proxy?.responds(to: aSelector) == true { return proxy }
      if origin.responds(to: aSelector) { return origin }
      return nil
    }
    nonisolated class var optionalMethods: Set<String> { [] }
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      if let target = portedOverride_Router_forwardingTarget(
        for: Selector(
          optionalRequirement: UIGestureRecognizerDelegate.gestureRecognizer(
            _:shouldRequireFailureOf:), name: "gestureRecognizer:shouldRequireFailureOf:"))
        as? any UIGestureRecognizerDelegate, target as AnyObject !== self
      {
        return target.gestureRecognizer(
          gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer)
      }
      return PortedUIKitDefaults().gestureRecognizer(
        gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer)
    }
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      if let target = portedOverride_Router_forwardingTarget(
        for: Selector(
          optionalRequirement: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:),
          name: "gestureRecognizer:shouldReceive:")) as? any UIGestureRecognizerDelegate,
        target as AnyObject !== self
      {
        return target.gestureRecognizer(gestureRecognizer, shouldReceive: touch)
      }
      return PortedUIKitDefaults().gestureRecognizer(gestureRecognizer, shouldReceive: touch)
    }
    private final class PortedUIKitDefaults: NSObject, UIGestureRecognizerDelegate {}
  }

  /// The default object: implements `shouldRequireFailureOf` (as the port lists it).
  final class Origin: NSObject, UIGestureRecognizerDelegate, OptionalMethods {
    var calls = 0
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      calls += 1
      return true
    }
    nonisolated class var optionalMethods: Set<String> {
      ["gestureRecognizer:shouldRequireFailureOf:"]
    }
  }

  /// A proxy implementing `shouldReceive` only.
  final class Proxy: NSObject, UIGestureRecognizerDelegate, OptionalMethods {
    var calls = 0
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      calls += 1
      return false
    }
    nonisolated class var optionalMethods: Set<String> { ["gestureRecognizer:shouldReceive:"] }
  }

  @Test func theObjectForwardingTargetNamesAnswers() {
    let origin = Origin()
    let proxy = Proxy()
    let router = Router(origin: origin)
    router.proxy = proxy
    let delegate: UIGestureRecognizerDelegate = router
    let pan = UIPanGestureRecognizer()
    // The proxy implements it: it answers.
    #expect(delegate.gestureRecognizer(pan, shouldReceive: UITouch()) == false)
    #expect(proxy.calls == 1)
    // The proxy does not: the origin does.
    #expect(delegate.gestureRecognizer(pan, shouldRequireFailureOf: UITapGestureRecognizer()))
    #expect(origin.calls == 1)
    #expect(proxy.calls == 1)
  }

  @Test func withoutATargetUIKitsDefaultAnswers() {
    let router = Router(origin: Origin())
    let delegate: UIGestureRecognizerDelegate = router
    // No one implements shouldReceive: UIKit's default, true ("the default value is true").
    #expect(delegate.gestureRecognizer(UIPanGestureRecognizer(), shouldReceive: UITouch()))
  }
}
