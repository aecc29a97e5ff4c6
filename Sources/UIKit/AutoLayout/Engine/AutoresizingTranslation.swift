import Cassowary
import CoreGraphics

/// What `translatesAutoresizingMaskIntoConstraints` makes of a frame and an autoresizing
/// mask: on each axis, the margins and size that are not flexible stay as they are, and the
/// flexible ones share any change of the superview's size in proportion to their current
/// lengths (equally when those are all zero), as springs and struts do. With no flexible part,
/// the far margin takes the change.
struct AutoresizingTranslation {
  let frame: CGRect
  let mask: UIView.AutoresizingMask
  let superviewBounds: CGRect

  /// The frame in a superview whose bounds are now `bounds`.
  func frame(inSuperviewOf bounds: CGRect) -> CGRect {
    let (horizontal, vertical) = axes
    let width = horizontal.sizeConstant + horizontal.sizeShare * Double(bounds.width)
    let height = vertical.sizeConstant + vertical.sizeShare * Double(bounds.height)
    return CGRect(
      x: bounds.minX + horizontal.nearConstant + horizontal.nearShare * Double(bounds.width),
      y: bounds.minY + vertical.nearConstant + vertical.nearShare * Double(bounds.height),
      width: width, height: height)
  }

  private var axes: (Axis, Axis) {
    let horizontal = axis(
      near: frame.minX - superviewBounds.minX, size: frame.width, total: superviewBounds.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let vertical = axis(
      near: frame.minY - superviewBounds.minY, size: frame.height,
      total: superviewBounds.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    return (horizontal, vertical)
  }

  @MainActor func constraints(view: LayoutEngine.ItemState, superview: LayoutEngine.ItemState)
    -> [(Cassowary.Constraint, () -> String)]
  {
    let (horizontal, vertical) = axes
    let tag = { "<NSAutoresizingMaskLayoutConstraint \(maskDescription) \(view.name)" }
    return [
      (
        Constraint(
          view.left - superview.left - horizontal.nearShare * superview.width, .equal,
          Cassowary.Expression(constant: horizontal.nearConstant)),
        { "\(tag()).minX == \(frame.minX.compact)   (active)>" }
      ),
      (
        Constraint(
          view.width - horizontal.sizeShare * superview.width, .equal,
          Cassowary.Expression(constant: horizontal.sizeConstant)),
        { "\(tag()).width == \(frame.width.compact)   (active)>" }
      ),
      (
        Constraint(
          view.top - superview.top - vertical.nearShare * superview.height, .equal,
          Cassowary.Expression(constant: vertical.nearConstant)),
        { "\(tag()).minY == \(frame.minY.compact)   (active)>" }
      ),
      (
        Constraint(
          view.height - vertical.sizeShare * superview.height, .equal,
          Cassowary.Expression(constant: vertical.sizeConstant)),
        { "\(tag()).height == \(frame.height.compact)   (active)>" }
      ),
    ]
  }

  /// near margin = nearConstant + nearShare × superview length; size likewise.
  struct Axis {
    var nearConstant: Double, nearShare: Double
    var sizeConstant: Double, sizeShare: Double
  }

  private func axis(near: CGFloat, size: CGFloat, total: CGFloat, flexible: (Bool, Bool, Bool))
    -> Axis
  {
    let far = total - near - size
    let parts = [(flexible.0, near), (flexible.1, size), (flexible.2, far)]
    let flexibleParts = parts.filter(\.0)
    let flexibleLength = flexibleParts.reduce(0) { $0 + $1.1 }
    func share(_ index: Int) -> Double {
      guard parts[index].0 else { return 0 }
      return flexibleLength > 0
        ? Double(parts[index].1 / flexibleLength) : 1 / Double(flexibleParts.count)
    }
    let (nearShare, sizeShare) = (share(0), share(1))
    return Axis(
      nearConstant: Double(near) - nearShare * Double(total), nearShare: nearShare,
      sizeConstant: Double(size) - sizeShare * Double(total), sizeShare: sizeShare)
  }

  /// UIKit's shorthand: `h=-&-` reads left margin fixed (-), width flexible (&), right fixed.
  private var maskDescription: String {
    func part(_ option: UIView.AutoresizingMask) -> String { mask.contains(option) ? "&" : "-" }
    return "h=" + part(.flexibleLeftMargin) + part(.flexibleWidth) + part(.flexibleRightMargin)
      + " v=" + part(.flexibleTopMargin) + part(.flexibleHeight) + part(.flexibleBottomMargin)
  }
}
