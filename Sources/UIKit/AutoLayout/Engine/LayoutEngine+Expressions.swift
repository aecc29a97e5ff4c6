import Cassowary
import CoreGraphics

extension LayoutEngine {
  /// The solver constraint for `constraint`, or nil (reported) when it cannot be expressed.
  func makeSolverConstraint(for constraint: NSLayoutConstraint) -> Cassowary.Constraint? {
    let rtl = isRightToLeft(constraint)
    guard let first = constraint.firstItem,
      let lhs = term(
        first, constraint.firstAttribute, span: constraint.firstSpan,
        relatedTo: constraint.secondItem, rightToLeft: rtl)
    else {
      LayoutLog.report("\(constraint) has no first item or attribute; it is ignored.")
      return nil
    }
    var rhs = Cassowary.Expression(constant: clampedConstant(constraint.constant))
    var relation = constraint.relation
    if let second = constraint.secondItem {
      guard
        let secondExpression = term(
          second, constraint.secondAttribute, span: constraint.secondSpan, relatedTo: first,
          rightToLeft: rtl)
      else {
        LayoutLog.report("\(constraint) relates to notAnAttribute of an item; it is ignored.")
        return nil
      }
      // Leading and trailing run from the reading direction: in right-to-left layouts the
      // constraint holds along a mirrored axis, so a positive offset goes left and "at least"
      // means further left (`leading >= superview.leading + 20` keeps the right edge at least
      // 20 in from the superview's). Lengths (sizes and composite dimensions) do not turn.
      let directional =
        constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
      let firstIsLength = constraint.firstAttribute.isSize || constraint.firstSpan != nil
      if directional && !firstIsLength && rtl {
        rhs = -rhs
        relation = relation.mirrored
      }
      rhs = Double(constraint.multiplier) * secondExpression + rhs
    }
    let solverRelation: Cassowary.Relation =
      switch relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Constraint(lhs, solverRelation, rhs, strength: strength(constraint.priority))
  }

  /// One side of a constraint: an attribute of `item`, or, for a composite dimension, the
  /// distance from the span's start to its end (`item.attribute`). Right to left a span with a
  /// leading or trailing end is measured along the mirrored axis, as UIKit measures the
  /// distance from a leading edge to a trailing one in the reading direction.
  private func term(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, span: AnchorSpan?,
    relatedTo other: AnyObject?, rightToLeft rtl: Bool
  ) -> Cassowary.Expression? {
    guard let span else {
      return expression(for: item, attribute, relatedTo: other, rightToLeft: rtl)
    }
    guard let start = span.start.item,
      let from = expression(for: start, span.start.attribute, relatedTo: item, rightToLeft: rtl),
      let to = expression(for: item, attribute, relatedTo: start, rightToLeft: rtl)
    else { return nil }
    return rtl && span.isDirectional ? from - to : to - from
  }

  /// Whether leading is the right edge in `constraint`: as UIKit does, the layout direction
  /// of the closest view that contains all its items (where the constraint is installed) holds
  /// for the whole constraint. So the subviews of a container forced right to left line up
  /// from its right, and a button forced right to left (to put its image after its title)
  /// stays where its superview's leading constraint puts it.
  private func isRightToLeft(_ constraint: NSLayoutConstraint) -> Bool {
    let views = constraint.itemViews
    guard let first = views.first else { return false }
    var container = views.count == 1 ? first.superview ?? first : first
    while !views.allSatisfy({ $0.isDescendant(of: container) }) {
      guard let superview = container.superview else { return false }
      container = superview
    }
    return container.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// The position or length an attribute of `item` stands for, in engine coordinates, in a
  /// constraint with `other` (a scroll view's edges are its content's for its own content).
  private func expression(
    for item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?,
    rightToLeft rtl: Bool
  ) -> Cassowary.Expression? {
    guard attribute != .notAnAttribute, item is any LayoutItem else { return nil }
    let s = state(of: UIScrollView.layoutItem(item, for: attribute, relatedTo: other))
    let view = item as? UIView
    // Read only by the attributes that need them: every constraint comes through here on a
    // first layout pass, and margins walk up the hierarchy for the safe area.
    var margins: UIEdgeInsets { view?.layoutMargins ?? .zero }
    var right: Cassowary.Expression { s.left + s.width }
    var bottom: Cassowary.Expression { s.top + s.height }
    switch attribute {
    case .left: return Cassowary.Expression(s.left)
    case .right: return right
    case .top: return Cassowary.Expression(s.top)
    case .bottom: return bottom
    case .width: return Cassowary.Expression(s.width)
    case .height: return Cassowary.Expression(s.height)
    case .centerX: return s.left + 0.5 * s.width
    case .centerY: return s.top + 0.5 * s.height
    case .leading: return rtl ? right : Cassowary.Expression(s.left)
    case .trailing: return rtl ? Cassowary.Expression(s.left) : right
    case .leftMargin: return s.left + Cassowary.Expression(constant: margins.left)
    case .rightMargin: return right - Cassowary.Expression(constant: margins.right)
    case .topMargin: return s.top + Cassowary.Expression(constant: margins.top)
    case .bottomMargin: return bottom - Cassowary.Expression(constant: margins.bottom)
    case .leadingMargin:
      return rtl
        ? right - Cassowary.Expression(constant: margins.right)
        : s.left + Cassowary.Expression(constant: margins.left)
    case .trailingMargin:
      return rtl
        ? s.left + Cassowary.Expression(constant: margins.left)
        : right - Cassowary.Expression(constant: margins.right)
    case .centerXWithinMargins:
      let margins = margins
      return s.left + 0.5 * s.width
        + Cassowary.Expression(constant: (margins.left - margins.right) / 2)
    case .centerYWithinMargins:
      let margins = margins
      return s.top + 0.5 * s.height
        + Cassowary.Expression(constant: (margins.top - margins.bottom) / 2)
    case .firstBaseline: return baseline(of: view, state: s, first: true)
    case .lastBaseline: return baseline(of: view, state: s, first: false)
    case .notAnAttribute: return nil
    }
  }

  /// A view's first or last baseline: its text's, or that of the view it names for baseline
  /// layout, or its bottom edge when it has no text.
  private func baseline(of view: UIView?, state s: ItemState, first: Bool) -> Cassowary.Expression {
    guard let view else { return s.top + s.height }
    let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    if target !== view, target.isDescendant(of: view) {
      return baseline(of: target, state: state(of: target), first: first)
    }
    s.baselinesRead = true
    guard let offsets = view.baselineOffsets else { return s.top + s.height }
    return first
      ? s.top + Cassowary.Expression(constant: offsets.first)
      : s.top + s.height - Cassowary.Expression(constant: offsets.lastFromBottom)
  }
}

extension NSLayoutConstraint.Relation {
  /// The relation along a mirrored axis: an inequality turns around, equality stays.
  fileprivate var mirrored: Self {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}
