import Foundation

/// A predicate that compares two expressions: `$age > 23`, `SELF MATCHES %@`, `name CONTAINS[c]
/// 'god'`.
///
/// Divergence: Foundation on Linux has no comparison predicates (the class's members are
/// unavailable), so Offscreen's UIKit declares this one, which the port step names as
/// `UIKit.NSComparisonPredicate`; ``NSPredicate/init(format:_:)`` makes them.
open class NSComparisonPredicate: NSPredicate {
  /// The comparisons.
  public enum Operator: UInt, Sendable {
    case lessThan = 0, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, equalTo, notEqualTo
    case matches, like, beginsWith, endsWith
    case `in` = 10, customSelector, contains = 99, between
  }

  /// How strings are compared.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `[c]`: case does not matter.
    public static let caseInsensitive = Options(rawValue: 1)
    /// `[d]`: accents do not matter.
    public static let diacriticInsensitive = Options(rawValue: 2)
    /// `[n]`: strings are already normalised.
    public static let normalized = Options(rawValue: 4)
  }

  /// The left-hand operand.
  public let leftExpression: NSExpression
  /// The right-hand operand.
  public let rightExpression: NSExpression
  /// The comparison.
  public let predicateOperatorType: Operator
  /// How strings are compared.
  public let options: Options

  /// A predicate comparing `lhs` with `rhs` by `type`, with `options` for strings.
  public init(
    leftExpression lhs: NSExpression, rightExpression rhs: NSExpression,
    modifier: Int = 0, type: Operator, options: Options = []
  ) {
    leftExpression = lhs
    rightExpression = rhs
    predicateOperatorType = type
    self.options = options
    super.init(value: true)
  }

  public required init?(coder: NSCoder) { nil }

  /// Whether the comparison holds for `object`, with `bindings` for the variables.
  open override func evaluate(
    with object: Any?, substitutionVariables bindings: [String: Any]?
  ) -> Bool {
    let left = leftExpression.evaluate(object, bindings: bindings ?? [:])
    let right = rightExpression.evaluate(object, bindings: bindings ?? [:])
    return PredicateComparison(options: options).holds(predicateOperatorType, left, right)
  }

  open override func evaluate(with object: Any?) -> Bool {
    evaluate(with: object, substitutionVariables: nil)
  }

  /// The predicate as a format string writes it: `$age > 23`.
  open override var predicateFormat: String {
    "\(leftExpression) \(Self.symbol(predicateOperatorType))\(Self.modifiers(options)) \(rightExpression)"
  }

  open override var description: String { predicateFormat }

  private static func symbol(_ type: Operator) -> String {
    switch type {
    case .lessThan: "<"
    case .lessThanOrEqualTo: "<="
    case .greaterThan: ">"
    case .greaterThanOrEqualTo: ">="
    case .equalTo: "=="
    case .notEqualTo: "!="
    case .matches: "MATCHES"
    case .like: "LIKE"
    case .beginsWith: "BEGINSWITH"
    case .endsWith: "ENDSWITH"
    case .in: "IN"
    case .contains: "CONTAINS"
    case .customSelector, .between: "\(type)"
    }
  }

  private static func modifiers(_ options: Options) -> String {
    let letters =
      (options.contains(.caseInsensitive) ? "c" : "")
      + (options.contains(.diacriticInsensitive) ? "d" : "")
    return letters.isEmpty ? "" : "[\(letters)]"
  }
}
