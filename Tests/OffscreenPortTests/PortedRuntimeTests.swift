import Testing
import UIKit

/// The forms the port writes behave as the iOS code they come from: a selector made from a
/// method calls it and equals the selector of its Objective-C name; an optional requirement
/// that the delegate does not implement gives nil through the rewritten call.
@MainActor
@Suite struct PortedRuntimeTests {
  final class Counter: NSObject {
    var taps = 0
    func tapped(_ sender: UIButton) { taps += 1 }
  }

  @Test func portedSelectorsCallTheirMethodAndCompareByName() {
    let counter = Counter()
    let button = UIButton()
    let action = Selector(Counter.tapped(_:), name: "tapped:")
    button.addTarget(counter, action: action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(counter.taps == 1)
    #expect(action == Selector("tapped:"))
    #expect(button.actions(forTarget: counter, forControlEvent: .touchUpInside) == ["tapped:"])
  }

  // The port's translation of
  //   @objc protocol Source { @objc optional func count() -> Int; @objc optional func reload() }
  protocol Source: AnyObject {
    func count() -> Int
    func reload()
  }

  final class Partial: Source {
    var reloads = 0
    func reload() { reloads += 1 }
  }

  final class Full: Source {
    func count() -> Int { 3 }
    func reload() {}
  }

  @Test func unimplementedOptionalRequirementsGiveNil() {
    let partial = Partial()
    var source: Source? = partial
    #expect(OptionalRequirement.call({ source?.count() }) == nil)
    #expect(OptionalRequirement.call({ source?.count() }) ?? 7 == 7)
    #expect(OptionalRequirement.call({ source?.reload() }) != nil)
    #expect(partial.reloads == 1)
    source = Full()
    #expect(OptionalRequirement.call({ source?.count() }) == 3)
    source = nil
    #expect(OptionalRequirement.call({ source?.count() }) == nil)
  }

  // The port's translation of
  //   @objc protocol PanelLayout {
  //     @objc optional var springRate: CGFloat { get }
  //     @objc optional func backdropAlpha(for state: Int) -> CGFloat
  //   }
  //   class BaseLayout: PanelLayout {}
  //   class DimmedLayout: BaseLayout { func backdropAlpha(for state: Int) -> CGFloat { 0.5 } }
  // and of the reads `layout.springRate ?? 0.99` and `layout.backdropAlpha?(for: 1)`.
  protocol PanelLayout: AnyObject {
    var springRate: CGFloat { get }
    func backdropAlpha(for state: Int) -> CGFloat
  }

  class BaseLayout: PanelLayout {
    func backdropAlpha(for state: Int) -> CGFloat { OptionalRequirement.unimplemented() }
  }

  final class DimmedLayout: BaseLayout {
    override func backdropAlpha(for state: Int) -> CGFloat { 0.5 }
  }

  /// In Objective-C a subclass's method answers the protocol's message whichever class
  /// conformed, and an optional property read through the protocol is nil when the conformer
  /// lacks it: so here.
  @Test func subclassesAnswerOptionalRequirementsAndMissingPropertiesAreNil() {
    let layouts: [PanelLayout] = [BaseLayout(), DimmedLayout()]
    #expect(OptionalRequirement.call({ layouts[0].backdropAlpha(for: 1) }) == nil)
    #expect(OptionalRequirement.call({ layouts[1].backdropAlpha(for: 1) }) == 0.5)
    #expect(OptionalRequirement.call({ layouts[1].springRate }) ?? 0.99 == 0.99)
  }

  /// An implemented requirement that itself calls an unimplemented one still gives its value.
  @Test func nestedCallsKeepTheirOwnAnswer() {
    let partial = Partial()
    let full = Full()
    let outer: Source? = full
    let inner: Source? = partial
    let value = OptionalRequirement.call({ () -> Int? in
      _ = OptionalRequirement.call({ inner?.count() })
      return outer?.count()
    })
    #expect(value == 3)
  }

  final class Holder { var count = 3 }

  /// A property read through `AnyObject` comes at the type the context asks for, a raw value
  /// standing for its wrapper as in Objective-C; nil for nil or a property the object lacks.
  @Test func propertiesReadThroughAnyObjectComeAsTheContextAsks() {
    let view = UIView()
    view.tag = 7
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    constraint.priority = .defaultLow
    let object: AnyObject? = constraint
    #expect((AnyObjectLookup.property("priority", of: object) as Float?) == 250)
    #expect((AnyObjectLookup.property("priority", of: object) as UILayoutPriority?) == .defaultLow)
    #expect((AnyObjectLookup.property("constant", of: object) as CGFloat?) == 10)
    #expect((AnyObjectLookup.property("tag", of: object) as Int?) == nil)
    #expect((AnyObjectLookup.property("tag", of: view) as Int?) == 7)
    #expect((AnyObjectLookup.property("count", of: Holder()) as Int?) == 3)
    #expect((AnyObjectLookup.property("priority", of: nil) as Float?) == nil)
  }

  // The port's translation of a delegate whose optional requirements return objects, as
  //   @objc protocol Layout { var inset: CGFloat { get } }
  //   @objc protocol PanelDelegate {
  //     @objc optional func layout(for panel: UIView) -> Layout
  //     @objc optional func animator(for panel: UIView) -> UIViewPropertyAnimator
  //     @objc optional func insets(for panel: UIView) -> UIEdgeInsets
  //   }
  protocol Layout: AnyObject { var inset: CGFloat { get } }
  protocol PanelDelegate: AnyObject {
    func layout(for panel: UIView) -> Layout
    func animator(for panel: UIView) -> UIViewPropertyAnimator
    func insets(for panel: UIView) -> UIEdgeInsets
  }

  final class Wide: Layout { let inset: CGFloat = 40 }
  final class Quiet: PanelDelegate {}
  final class Custom: PanelDelegate {
    func layout(for panel: UIView) -> Layout { Wide() }
  }

  /// iOS gives nil for each of them, so the caller's default wins; a conformer's own answer
  /// comes through.
  @Test func unimplementedRequirementsReturningObjectsGiveNil() {
    let panel = UIView()
    var delegate: PanelDelegate? = Quiet()
    #expect(OptionalRequirement.call({ delegate?.layout(for: panel) }) == nil)
    #expect(OptionalRequirement.call({ delegate?.animator(for: panel) }) == nil)
    #expect(OptionalRequirement.call({ delegate?.insets(for: panel) }) == nil)
    let inset = OptionalRequirement.call({ delegate?.layout(for: panel) })?.inset ?? 16
    #expect(inset == 16)
    delegate = Custom()
    #expect(OptionalRequirement.call({ delegate?.layout(for: panel) })?.inset == 40)
    #expect(OptionalRequirement.call({ delegate?.animator(for: panel) }) == nil)
  }
}

extension PortedRuntimeTests.PanelDelegate {
  func layout(for panel: UIView) -> PortedRuntimeTests.Layout {
    OptionalRequirement.unimplemented()
  }
  func animator(for panel: UIView) -> UIViewPropertyAnimator { OptionalRequirement.unimplemented() }
  func insets(for panel: UIView) -> UIEdgeInsets { OptionalRequirement.unimplemented() }
}

extension PortedRuntimeTests.Source {
  func count() -> Int { OptionalRequirement.unimplemented() }
  func reload() { OptionalRequirement.unimplemented() }
}

// The port's translation of
//   extension UIView { @objc func portSummary() -> String { "view" } }
//   extension UILabel { override func portSummary() -> String { "label" } }
//   final class TitleLabel: UILabel { override func portSummary() -> String { "title" } }
extension UIView {
  fileprivate func portSummary() -> String {
    if let override = self as? TitleLabel {
      return override.portedOverride_TitleLabel_portSummary()
    }
    if let override = self as? UILabel { return override.portedOverride_UILabel_portSummary() }
    return "view"
  }
}

extension UILabel {
  fileprivate func portedOverride_UILabel_portSummary() -> String { "label" }
}

private final class TitleLabel: UILabel {
  func portedOverride_TitleLabel_portSummary() -> String { "title" }
}

// The port's translation of overrides that call super:
//   extension UIView { @objc func stateNames() -> [String] { ["view"] } }
//   extension UILabel { override func stateNames() -> [String] { super.stateNames() + ["label"] } }
//   final class CaptionLabel: UILabel {
//     override func stateNames() -> [String] { super.stateNames() + ["caption"] }
//   }
extension UIView {
  fileprivate func stateNames() -> [String] {
    let portedSkip = PortedSuper.take()
    if let override = self as? CaptionLabel,
      PortedSuper.reaches(CaptionLabel.self, skipping: portedSkip)
    {
      return override.portedOverride_CaptionLabel_stateNames()
    }
    if let override = self as? UILabel, PortedSuper.reaches(UILabel.self, skipping: portedSkip) {
      return override.portedOverride_UILabel_stateNames()
    }
    return ["view"]
  }
}

extension UILabel {
  fileprivate func portedOverride_UILabel_stateNames() -> [String] {
    PortedSuper.call(from: UILabel.self) { self.stateNames() } + ["label"]
  }
}

private final class CaptionLabel: UILabel {
  func portedOverride_CaptionLabel_stateNames() -> [String] {
    PortedSuper.call(from: CaptionLabel.self) { self.stateNames() } + ["caption"]
  }
}

/// `super` in a dispatched override reaches the next override up the class chain, then the
/// base's body, as on iOS; a call the override makes afterwards dispatches from the top again.
@MainActor
@Test func superInDispatchedOverridesReachesTheNextOneUp() {
  #expect(UIView().stateNames() == ["view"])
  #expect(UILabel().stateNames() == ["view", "label"])
  #expect(CaptionLabel().stateNames() == ["view", "label", "caption"])
  #expect(PortedSuper.take() == nil)
}

/// A method of an extension of another module's class reaches the override iOS would call,
/// the most derived one, whatever the static type of the receiver.
@MainActor
@Test func dispatchedOverridesAnswerForTheirClass() {
  let views: [UIView] = [UIView(), UILabel(), TitleLabel()]
  #expect(views.map { $0.portSummary() } == ["view", "label", "title"])
}

extension PortedRuntimeTests.PanelLayout {
  var springRate: CGFloat { OptionalRequirement.unimplemented() }
  func backdropAlpha(for state: Int) -> CGFloat { OptionalRequirement.unimplemented() }
}
