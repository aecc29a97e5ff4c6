import Testing
import UIKit

private final class OuterBox: UIView {}
private final class InnerBox: UIView {}
private final class BoxedLabel: UILabel {}
private final class DeepLabel: UILabel {}
private final class ScreenController: UIViewController {}
private final class ControllerLabel: UILabel {}

/// `appearance(whenContainedInInstancesOf:)` as Apple documents it: "In any given view
/// hierarchy, the outermost appearance proxy wins. Specificity (depth of the chain) is the
/// tie-breaker", the containers given "in ascending hierarchical order" (innermost first).
@MainActor
@Suite struct AppearanceContainmentTests {
  /// A window holding an OuterBox holding an InnerBox holding `view`, and a second `view`-like
  /// sibling straight in the OuterBox.
  private func nest(_ view: UIView, besides sibling: UIView? = nil) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.isHidden = false
    let outer = OuterBox()
    let inner = InnerBox()
    window.addSubview(outer)
    outer.addSubview(inner)
    inner.addSubview(view)
    if let sibling { outer.addSubview(sibling) }
    return window
  }

  @Test func theOutermostContainerWinsOverTheInnermost() {
    BoxedLabel.appearance(whenContainedInInstancesOf: [InnerBox.self]).textColor = .systemRed
    BoxedLabel.appearance(whenContainedInInstancesOf: [OuterBox.self]).textColor = .systemBlue
    BoxedLabel.appearance().textColor = .systemGreen
    let nested = BoxedLabel()
    let outside = BoxedLabel()
    let inOuterOnly = BoxedLabel()
    _ = nest(nested, besides: inOuterOnly)
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    other.isHidden = false
    other.addSubview(outside)
    // Both containment proxies match the nested label; OuterBox is found higher up.
    #expect(nested.textColor == .systemBlue)
    #expect(inOuterOnly.textColor == .systemBlue)
    // No container matches: the plain proxy.
    #expect(outside.textColor == .systemGreen)
  }

  @Test func aLongerChainBreaksATieAtTheSameOutermostContainer() {
    DeepLabel.appearance(whenContainedInInstancesOf: [OuterBox.self]).textColor = .systemRed
    DeepLabel.appearance(whenContainedInInstancesOf: [InnerBox.self, OuterBox.self]).textColor =
      .systemPurple
    let nested = DeepLabel()
    let inOuterOnly = DeepLabel()
    _ = nest(nested, besides: inOuterOnly)
    #expect(nested.textColor == .systemPurple)
    // [InnerBox, OuterBox] needs an InnerBox inside the OuterBox: this label has none.
    #expect(inOuterOnly.textColor == .systemRed)
  }

  @Test func aViewControllerContainsTheViewsOfItsView() {
    ControllerLabel.appearance(whenContainedInInstancesOf: [ScreenController.self]).textColor =
      .systemOrange
    let controller = ScreenController()
    let label = ControllerLabel()
    controller.view.addSubview(label)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.rootViewController = controller
    window.isHidden = false
    let elsewhere = ControllerLabel()
    window.addSubview(elsewhere)
    #expect(label.textColor == .systemOrange)
    #expect(elsewhere.textColor == .label)
  }
}
