// swift-format-ignore-file
import UIKit

public protocol PanelLayout: AnyObject {
  var springRate: CGFloat { get }
  func backdropAlpha(for state: Int) -> CGFloat
  func didMove(_ panel: UIView)
  var initialState: Int { get }
}

// Offscreen port: default implementations of the optional requirements.
extension PanelLayout {
  public var springRate: CGFloat { OptionalRequirement.unimplemented() }
  public func backdropAlpha(for state: Int) -> CGFloat { OptionalRequirement.unimplemented() }
  public func didMove(_ panel: UIView) { OptionalRequirement.unimplemented() }
}

open class PanelAdapter {
  let layout: PanelLayout
  init(layout: PanelLayout) { self.layout = layout }
  var springRate: CGFloat { OptionalRequirement.call({ layout.springRate }) ?? 0.99 }
  func describe() -> String? {
    if let rate = OptionalRequirement.call({ layout.springRate }) { return "\(rate)" }
    guard let rate = OptionalRequirement.call({ layout.springRate }) else { return OptionalRequirement.call({ layout.springRate })?.description }
    return "\(OptionalRequirement.call({ layout.springRate })!) \(rate)"
  }
  func backdropAlpha(for state: Int) -> CGFloat { OptionalRequirement.call({ layout.backdropAlpha(for: state) }) ?? 0.3 }
}

/// Conforms without the optional requirements; its subclasses implement one.
class BaseLayout: PanelLayout, OptionalMethods {
  var initialState: Int { 0 }
  // Offscreen port: overridden by a subclass; the protocol's default otherwise.
  func backdropAlpha(for state: Int) -> CGFloat { OptionalRequirement.unimplemented() }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated class var optionalMethods: Set<String> { [] }
}

class DimmedLayout: BaseLayout {
  override func backdropAlpha(for state: Int) -> CGFloat { 0.5 }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated override class var optionalMethods: Set<String> { super.optionalMethods.union(["backdropAlphaFor:"]) }
}

class DeeplyDimmedLayout: DimmedLayout {
  override func backdropAlpha(for state: Int) -> CGFloat { 0.7 }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated override class var optionalMethods: Set<String> { super.optionalMethods.union(["backdropAlphaFor:"]) }
}

public class PublicLayout: PanelLayout, OptionalMethods {
  public var initialState: Int { 1 }
  // Offscreen port: overridden by a subclass; the protocol's default otherwise.
  public func backdropAlpha(for state: Int) -> CGFloat { OptionalRequirement.unimplemented() }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated public class var optionalMethods: Set<String> { [] }
}

public final class PublicDimmedLayout: PublicLayout {
  public override func backdropAlpha(for state: Int) -> CGFloat { 0.2 }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated public override class var optionalMethods: Set<String> { super.optionalMethods.union(["backdropAlphaFor:"]) }
}

/// Implements the requirement itself: nothing to declare for its subclasses.
class OwnLayout: PanelLayout, OptionalMethods {
  var initialState: Int { 2 }
  func backdropAlpha(for state: Int) -> CGFloat { 0.1 }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated class var optionalMethods: Set<String> { ["backdropAlphaFor:"] }
}

final class OwnSubclassLayout: OwnLayout {
  override func backdropAlpha(for state: Int) -> CGFloat { 0.4 }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated override class var optionalMethods: Set<String> { super.optionalMethods.union(["backdropAlphaFor:"]) }
}

func makeLayouts() -> [PanelLayout] {
  /// A subclass declared where it is used, as tests declare them.
  class LocalDimmedLayout: OwnLayout {
    override func backdropAlpha(for state: Int) -> CGFloat { 0.6 }
    // Offscreen port: the optional requirements it implements, for responds(to:).
    nonisolated override class var optionalMethods: Set<String> { super.optionalMethods.union(["backdropAlphaFor:"]) }
  }
  class LocalBase: PanelLayout, OptionalMethods {
    var initialState: Int { 3 }
    // Offscreen port: overridden by a subclass; the protocol's default otherwise.
    func didMove(_ panel: UIView) { OptionalRequirement.unimplemented() }
    // Offscreen port: the optional requirements it implements, for responds(to:).
    nonisolated class var optionalMethods: Set<String> { [] }
  }
  class LocalDimmed: LocalBase {
    override func didMove(_ panel: UIView) {}
    // Offscreen port: the optional requirements it implements, for responds(to:).
    nonisolated override class var optionalMethods: Set<String> { super.optionalMethods.union(["didMove:"]) }
  }
  return [LocalDimmedLayout(), LocalDimmed()]
}
