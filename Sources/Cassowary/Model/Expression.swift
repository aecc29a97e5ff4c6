/// `coefficient × variable`, one term of an ``Expression``.
public struct Term: Sendable, Equatable {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression `Σ coefficient × variable + constant`.
///
/// Build one with the arithmetic operators: `2 * width + left - 8`, `right - left`.
public struct Expression: Sendable, Equatable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) { self.init([Term(variable)]) }
  public init(floatLiteral value: Double) { self.init(constant: value) }
  public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

  /// Whether every coefficient and the constant are finite numbers.
  var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }
}

extension Expression {
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  public static prefix func - (operand: Expression) -> Expression {
    -1 * operand
  }

  public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

  public static func * (factor: Double, expression: Expression) -> Expression {
    Expression(
      expression.terms.map { Term($0.variable, factor * $0.coefficient) },
      constant: factor * expression.constant)
  }

  public static func * (expression: Expression, factor: Double) -> Expression {
    factor * expression
  }

  public static func / (expression: Expression, divisor: Double) -> Expression {
    (1 / divisor) * expression
  }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) + Expression(rhs)
  }
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) - Expression(rhs)
  }
  public static prefix func - (operand: Variable) -> Expression { -Expression(operand) }
  public static func * (factor: Double, variable: Variable) -> Expression {
    Expression([Term(variable, factor)])
  }
  public static func * (variable: Variable, factor: Double) -> Expression { factor * variable }
}
