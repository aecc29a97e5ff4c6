import CoreGraphics
import Foundation

/// One attribute of one view or layout guide, from which constraints are made in a
/// type-checked way: an x-axis anchor relates only to x-axis anchors, and so on.
///
/// As on iOS, an `NSObject`: two anchors are equal when they are the same attribute of the same
/// item (a constraint's `firstAnchor` equals the view's anchor it was made from), so
/// `XCTAssertEqual` compares anchors of different axis types as `NSObject`s.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute
  /// For a dimension made by `anchorWithOffset(to:)`, the anchors it measures between; its
  /// item and attribute are then those of the anchor it measures to.
  let span: AnchorSpan?
  /// What equality compares, fixed at creation so that `isEqual(_:)` and `hash`, which
  /// NSObject declares for any thread, need not reach the main actor's state.
  private nonisolated let identity: AnchorIdentity

  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    span = nil
    identity = AnchorIdentity(
      item: item.map(ObjectIdentifier.init), attribute: attribute, start: nil,
      startAttribute: nil)
    super.init()
  }

  init(span: AnchorSpan) {
    item = span.end.item
    attribute = span.end.attribute
    self.span = span
    identity = AnchorIdentity(
      item: item.map(ObjectIdentifier.init), attribute: attribute,
      start: span.start.item.map(ObjectIdentifier.init), startAttribute: span.start.attribute)
    super.init()
  }

  /// Whether `object` is an anchor of the same attribute of the same item (for a composite
  /// dimension, measured from the same anchor).
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? any IdentifiedAnchor else { return false }
    return other.anchorIdentity == identity
  }

  nonisolated open override var hash: Int { identity.hashValue }

  /// The same item and attribute, as an anchor of any axis: what a span keeps.
  var erased: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor<AnyObject>(item: item, attribute: attribute)
  }

  /// The view or layout guide the anchor belongs to.
  public var firstItem: AnyObject? { item }

  /// `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0)
  }
  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }
  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: 0)
  }
  /// `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: c)
  }
  /// `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  /// `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(self, relation, anchor, multiplier: multiplier, constant: constant)
  }

  /// UIKit's form: `UIView:0x….top`. NSObject declares `description` for any thread, and the
  /// item is the main actor's: off it, the anchor names only its attribute.
  nonisolated open override var description: String {
    guard Thread.isMainThread || MainQueue.isCurrent else { return "\(identity.attribute)" }
    return MainActor.assumeIsolated { itemDescription }
  }

  private var itemDescription: String {
    if let span { return span.description }
    return switch item {
    case let view as UIView: "\(type(of: view)):\(view.address).\(attribute)"
    case let guide as UILayoutGuide: "\(guide.debugName).\(attribute)"
    default: "nil.\(attribute)"
    }
  }
}

/// The item and attribute an anchor stands for, as equality compares them; for a composite
/// dimension, also those of the anchor it measures from.
struct AnchorIdentity: Hashable, Sendable {
  let item: ObjectIdentifier?
  let attribute: NSLayoutConstraint.Attribute
  let start: ObjectIdentifier?
  let startAttribute: NSLayoutConstraint.Attribute?
}

/// Every `NSLayoutAnchor`, whatever its anchor type. Objective-C's generics are erased at run
/// time, so on iOS `anchor is NSLayoutAnchor<NSLayoutDimension>` holds for any anchor (a
/// constraint's `firstAnchor` included); Swift's are not, so the port step writes such a test
/// as `anchor is any ErasedLayoutAnchor`.
public protocol ErasedLayoutAnchor: NSObjectProtocol {}

/// Any anchor, whatever its axis: what `isEqual(_:)` reads another anchor's identity through.
protocol IdentifiedAnchor: ErasedLayoutAnchor {
  nonisolated var anchorIdentity: AnchorIdentity { get }
}

extension NSLayoutAnchor: IdentifiedAnchor {
  nonisolated var anchorIdentity: AnchorIdentity { identity }
}

/// The standard space Auto Layout puts between sibling views ("system spacing"): 8 points.
///
/// Divergence: UIKit derives the spacing between text baselines from the fonts; Offscreen
/// uses 8 points between every pair of anchors.
let systemSpacing: CGFloat = 8

/// An anchor on the horizontal axis: an edge or the centre.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A dimension that is the distance from this anchor to `otherAnchor`: `otherAnchor − self`,
  /// measured in the reading direction when either is a leading or trailing anchor. It takes
  /// part in every width-and-height constraint form.
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(span: AnchorSpan(start: erased, end: otherAnchor.erased))
  }

  /// `self == anchor + system spacing × multiplier`.
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }
  /// `self >= anchor + system spacing × multiplier`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
  /// `self <= anchor + system spacing × multiplier`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// An anchor on the vertical axis: an edge, the centre or a baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A dimension that is the distance from this anchor down to `otherAnchor`:
  /// `otherAnchor − self`. It takes part in every width-and-height constraint form.
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(span: AnchorSpan(start: erased, end: otherAnchor.erased))
  }

  /// `self == anchor + system spacing × multiplier`.
  open func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }
  /// `self >= anchor + system spacing × multiplier`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
  /// `self <= anchor + system spacing × multiplier`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// An anchor for a width or height, which can also be set to a constant or a multiple.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: c)
  }
  /// `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }
  /// `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }
  /// `self == anchor × m`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: 0)
  }
  /// `self >= anchor × m`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// `self <= anchor × m`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// `self == anchor × m + c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }
  /// `self >= anchor × m + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  /// `self <= anchor × m + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
