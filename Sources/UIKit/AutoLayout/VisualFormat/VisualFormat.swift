import CoreGraphics

/// One visual format string, parsed: the syntax tree that
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` turns into
/// constraints. Metric names are already replaced by their values; view names stay names.
///
/// `H:|-[a(100)]-[b]-|` is `axis: .horizontal`, a leading edge with standard spacing,
/// views `a` (one size predicate, `== 100`) and `b`, one standard spacing between them and a
/// trailing edge with standard spacing.
struct VisualFormat: Equatable {
  /// The axis the format lays out along: `H:` (the default) or `V:`.
  enum Axis: Equatable {
    case horizontal
    case vertical
  }

  var axis: Axis
  /// The connection between the superview's leading (or top) edge and the first view, when the
  /// format starts with `|`.
  var leadingEdge: VisualFormatEdge?
  /// The views in the order they appear; never empty.
  var views: [VisualFormatView]
  /// `spacings[i]` connects `views[i]` to `views[i + 1]`.
  var spacings: [VisualFormatConnection]
  /// The connection between the last view and the superview's trailing (or bottom) edge, when
  /// the format ends with `|`.
  var trailingEdge: VisualFormatEdge?
}

/// A `|` in a format and the connection between it and its neighbouring view.
struct VisualFormatEdge: Equatable {
  var connection: VisualFormatConnection
  /// Where the `|` is in the format, in characters from the start, for error messages.
  var column: Int
}

/// `[name(predicates)]`: a view and the predicates on its width (`H:`) or height (`V:`).
struct VisualFormatView: Equatable {
  /// What a view's size is compared with: a constant (a number or a metric's value), or
  /// another view's size.
  enum Object: Equatable {
    case constant(CGFloat)
    case view(String)
  }

  var name: String
  var sizePredicates: [VisualFormatPredicate<Object>]
}

/// What lies between two neighbouring items.
enum VisualFormatConnection: Equatable, Sendable {
  /// `-`: the standard spacing Auto Layout picks for these two items.
  case standard
  /// `-N-`, `-metric-`, `-(predicates)-`, or nothing at all (`[a][b]`, which is `== 0`): the
  /// gap, compared with constants.
  case predicates([VisualFormatPredicate<CGFloat>])

  /// Two items with nothing between them: `[a][b]`, `|[a]`.
  static let flush = predicates([VisualFormatPredicate(relation: .equal, object: 0)])
}

/// `(relation)? object (@priority)?`, as in `>=50@750` or `==button`. A gap's object is a
/// constant; a view's size may also be compared with another view's.
struct VisualFormatPredicate<Object: Equatable & Sendable>: Equatable, Sendable {
  var relation: VisualFormatRelation
  var object: Object
  /// The priority after `@`, in `UILayoutPriority`'s units; `nil` when none is given
  /// (required).
  var priority: Float? = nil
}

/// `==`, `<=` or `>=`; `==` when a predicate names none.
enum VisualFormatRelation: Equatable, Sendable {
  case equal
  case lessThanOrEqual
  case greaterThanOrEqual
}
