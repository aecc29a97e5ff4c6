import CoreGraphics

/// Turns a parsed ``VisualFormat`` into inactive `NSLayoutConstraint`s with UIKit's
/// semantics: gaps run from the earlier item's end edge to the later item's start edge,
/// `-` is the standard spacing, a view's predicates constrain its width (`H:`) or height
/// (`V:`), and the alignment options tie each view to the one before it.
@MainActor
struct VisualFormatConstraints {
  typealias Attribute = NSLayoutConstraint.Attribute

  /// The standard spacing between a view and its superview's edge (`|-[view]`): 20 points.
  /// Source: Apple's Auto Layout Guide ("Auto Layout Cookbook": the standard spacing is 20
  /// points to the superview and 8 between siblings), which the visual format appendix's
  /// `|-[find]-…-|` example relies on; iOS still prints these as `NSSpace(20)`. Between
  /// siblings the format uses the anchors' system spacing, 8 points.
  static let standardSuperviewSpacing: CGFloat = 20

  private let format: VisualFormat
  private let text: String
  private let views: [String: UIView]
  private let flow: VisualFormatFlow
  private let alignments: [Attribute]
  private var constraints: [NSLayoutConstraint] = []

  /// The constraints `text` describes, or the first reason it cannot describe any.
  static func make(
    _ text: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
    views: [String: Any]
  ) throws(VisualFormatError) -> [NSLayoutConstraint] {
    let views = views.compactMapValues { $0 as? UIView }
    let format = try VisualFormatParser.parse(text, metrics: metrics, viewNames: views.keys)
    var builder = VisualFormatConstraints(
      format: format, text: text, views: views,
      flow: VisualFormatFlow(axis: format.axis, options: options),
      alignments: alignmentAttributes(options))
    try builder.checkAlignments()
    try builder.build()
    return builder.constraints
  }

  private init(
    format: VisualFormat, text: String, views: [String: UIView], flow: VisualFormatFlow,
    alignments: [Attribute]
  ) {
    self.format = format
    self.text = text
    self.views = views
    self.flow = flow
    self.alignments = alignments
  }

  /// Each alignment option's attribute: an option's raw value is `1 << attribute.rawValue`.
  private static func alignmentAttributes(
    _ options: NSLayoutConstraint.FormatOptions
  ) -> [Attribute] {
    let alignment = options.intersection(.alignmentMask).rawValue
    return (1..<16).filter { alignment & (1 << $0) != 0 }.compactMap(Attribute.init(rawValue:))
  }

  /// Views laid out along an axis can only be aligned across it: UIKit refuses the rest.
  private func checkAlignments() throws(VisualFormatError) {
    let axis: NSLayoutConstraint.Axis = format.axis == .horizontal ? .horizontal : .vertical
    guard alignments.contains(where: { $0.axis == axis }) else { return }
    let edge = axis == .horizontal ? "horizontal" : "vertical"
    throw VisualFormatError(
      problem: "Options mask required views to be aligned on a \(edge) edge, which is not "
        + "allowed for layout that is also \(edge).",
      format: text, column: text.count)
  }

  private mutating func build() throws(VisualFormatError) {
    let items = format.views.map { views[$0.name]! }
    if let edge = format.leadingEdge {
      let superview = try superview(of: items[0], at: edge)
      addGap(
        edge.connection, from: (superview, flow.start), to: (items[0], flow.start),
        standard: Self.standardSuperviewSpacing)
    }
    for (index, view) in format.views.enumerated() {
      if index > 0 {
        addGap(
          format.spacings[index - 1], from: (items[index - 1], flow.gapFrom),
          to: (items[index], flow.gapTo), standard: systemSpacing)
      }
      addSize(view.sizePredicates, of: items[index])
    }
    if let edge = format.trailingEdge, let last = items.last {
      let superview = try superview(of: last, at: edge)
      addGap(
        edge.connection, from: (last, flow.end), to: (superview, flow.end),
        standard: Self.standardSuperviewSpacing)
    }
    for (previous, next) in zip(items, items.dropFirst()) {
      for attribute in alignments {
        add(next, attribute, .equal, previous, attribute, constant: 0, priority: nil)
      }
    }
  }

  private func superview(
    of view: UIView, at edge: VisualFormatEdge
  ) throws(VisualFormatError) -> UIView {
    guard let superview = view.superview else {
      throw VisualFormatError(
        problem: "Unable to interpret '|' character, because the related view doesn't have a "
          + "superview",
        format: text, column: edge.column)
    }
    return superview
  }

  /// The gap between two edges, measured along reading order, is what the connection says.
  private mutating func addGap(
    _ connection: VisualFormatConnection, from earlier: (UIView, Attribute),
    to later: (UIView, Attribute), standard: CGFloat
  ) {
    let predicates =
      switch connection {
      case .standard: [VisualFormatPredicate(relation: .equal, object: standard)]
      case .predicates(let predicates): predicates
      }
    // `later − earlier relation gap` in reading order; right to left, reading order runs
    // against the coordinates, so the earlier edge is the larger one.
    let (first, second) = flow.runsForward ? (later, earlier) : (earlier, later)
    for predicate in predicates {
      add(
        first.0, first.1, predicate.relation, second.0, second.1, constant: predicate.object,
        priority: predicate.priority)
    }
  }

  private mutating func addSize(
    _ predicates: [VisualFormatPredicate<VisualFormatView.Object>], of view: UIView
  ) {
    for predicate in predicates {
      switch predicate.object {
      case .constant(let constant):
        add(
          view, flow.size, predicate.relation, nil, .notAnAttribute, constant: constant,
          priority: predicate.priority)
      case .view(let name):
        add(
          view, flow.size, predicate.relation, views[name]!, flow.size, constant: 0,
          priority: predicate.priority)
      }
    }
  }

  private mutating func add(
    _ view1: UIView, _ attribute1: Attribute, _ relation: VisualFormatRelation,
    _ view2: UIView?, _ attribute2: Attribute, constant: CGFloat, priority: Float?
  ) {
    let constraint = NSLayoutConstraint(
      item: view1, attribute: attribute1, relatedBy: relation.layoutRelation, toItem: view2,
      attribute: attribute2, multiplier: 1, constant: constant)
    if let priority { constraint.priority = UILayoutPriority(priority) }
    constraints.append(constraint)
  }
}

extension VisualFormatRelation {
  fileprivate var layoutRelation: NSLayoutConstraint.Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
