import CoreGraphics

/// The constraints that arrange one stack view's arranged subviews, made as UIKit makes them
/// and named with UIKit's identifiers: `UISV-canvas-connection` ties the first and last views
/// to the stack's edges (its "canvas": the bounds, or the layout margins), `UISV-spacing`
/// separates neighbours, `UISV-fill-equally`, `UISV-fill-proportionally` and
/// `UISV-distributing-edge` implement the distributions, `UISV-alignment` and the
/// `UISV-spanning-*` constraints the alignments, and `UISV-hiding` collapses hidden views.
@MainActor
struct StackArrangement {
  let stack: UIStackView
  /// The rectangle the views are arranged in: the stack view or its layout margins guide.
  let canvas: AnyObject
  /// Attributes along the stack's axis and across it.
  let main: AxisAttributes
  let cross: AxisAttributes
  let arranged: [UIView]
  let visible: [UIView]
  private(set) var constraints: [NSLayoutConstraint] = []
  private(set) var guides: [UILayoutGuide] = []

  init(stack: UIStackView) {
    self.stack = stack
    canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    main = AxisAttributes(stack.axis)
    cross = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
    arranged = stack.arrangedSubviews
    visible = arranged.filter { !$0.isHidden }
  }

  /// The attributes of one axis: an edge at each end, the centre and the length.
  struct AxisAttributes {
    let leading, trailing, center, length: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
      if axis == .horizontal {
        (leading, trailing, center, length) = (.leading, .trailing, .centerX, .width)
      } else {
        (leading, trailing, center, length) = (.top, .bottom, .centerY, .height)
      }
    }
  }

  mutating func build() {
    addDistribution()
    addHiding()
    addAlignment()
  }

  /// Makes `first.firstAttribute == second.secondAttribute × multiplier + constant`.
  mutating func add(
    _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ second: AnyObject, _ secondAttribute: NSLayoutConstraint.Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) {
    add(
      identifier, first, firstAttribute, .equal, second, secondAttribute,
      multiplier: multiplier, constant: constant, priority: priority)
  }

  /// Makes `first.firstAttribute relation second.secondAttribute × multiplier + constant`.
  mutating func add(
    _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
    _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) {
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: multiplier, constant: constant)
    constraint.identifier = identifier
    constraint.priority = priority
    constraints.append(constraint)
  }

  /// Makes `item.attribute == constant`.
  mutating func add(
    _ identifier: String, _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    equalTo constant: CGFloat, priority: UILayoutPriority = .required
  ) {
    add(
      identifier, item, attribute, .equal, nil, .notAnAttribute, constant: constant,
      priority: priority)
  }

  /// A layout guide added to the stack view, for spaces and spans that are not views.
  mutating func makeGuide(_ identifier: String) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = identifier
    stack.addLayoutGuide(guide)
    guides.append(guide)
    return guide
  }

  /// Each hidden arranged subview is collapsed to nothing along the axis, just after the
  /// visible view before it (or at the start), so it takes no space and no spacing.
  private mutating func addHiding() {
    var previous: UIView?
    for view in arranged {
      guard view.isHidden else {
        previous = view
        continue
      }
      add("UISV-hiding", view, main.length, equalTo: 0)
      if let previous {
        add("UISV-hiding", view, main.leading, previous, main.trailing)
      } else {
        add("UISV-hiding", view, main.leading, canvas, main.leading)
      }
    }
  }
}
