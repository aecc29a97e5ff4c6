import CoreGraphics

/// One attribute of one view or layout guide, from which constraints are made in a
/// type-checked way: an x-axis anchor relates only to x-axis anchors, and so on.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute
  /// For a dimension made by `anchorWithOffset(to:)`, the anchors it measures between; its
  /// item and attribute are then those of the anchor it measures to.
  let span: AnchorSpan?

  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    span = nil
  }

  init(span: AnchorSpan) {
    item = span.end.item
    attribute = span.end.attribute
    self.span = span
  }

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

  public var description: String {
    if let span { return span.description }
    return switch item {
    case let view as UIView: "\(type(of: view)):\(view.address).\(attribute)"
    case let guide as UILayoutGuide: "\(guide.debugName).\(attribute)"
    default: "nil.\(attribute)"
    }
  }
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
