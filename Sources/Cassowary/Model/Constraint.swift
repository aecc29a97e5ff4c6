import Synchronization

/// The relation between the two sides of a ``Constraint``.
public enum Relation: Sendable, CustomStringConvertible {
  case equal, lessThanOrEqual, greaterThanOrEqual

  public var description: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// `lhs relation rhs` at a strength, kept as `expression relation 0` with
/// `expression = lhs - rhs`.
///
/// A constraint is a value with an identity, like ``Variable``: two constraints made separately
/// are different even when they read the same, so a solver can hold both and remove either.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  /// `lhs - rhs`.
  public let expression: Expression
  public let relation: Relation
  public let strength: Strength
  let id: Int

  /// `lhs relation rhs` at `strength` (required unless told): `Constraint(right, .equal,
  /// left + width)`, `Constraint(width, .greaterThanOrEqual, 20, strength: .high)`.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression = 0,
    strength: Strength = .required
  ) {
    self.expression = lhs - rhs
    self.relation = relation
    self.strength = strength
    self.id = constraintCounter.add(1, ordering: .relaxed).oldValue
  }

  public init(
    _ lhs: Variable, _ relation: Relation, _ rhs: Expression = 0,
    strength: Strength = .required
  ) {
    self.init(Expression(lhs), relation, rhs, strength: strength)
  }

  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Variable, strength: Strength = .required
  ) {
    self.init(lhs, relation, Expression(rhs), strength: strength)
  }

  public init(
    _ lhs: Variable, _ relation: Relation, _ rhs: Variable, strength: Strength = .required
  ) {
    self.init(Expression(lhs), relation, Expression(rhs), strength: strength)
  }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  public var description: String {
    var text = expression.terms.map { "\($0.coefficient)*\($0.variable)" }
      .joined(separator: " + ")
    if text.isEmpty { text = "0" }
    if expression.constant != 0 { text += " + \(expression.constant)" }
    return "\(text) \(relation) 0 @\(strength)"
  }
}

private let constraintCounter = Atomic<Int>(0)
