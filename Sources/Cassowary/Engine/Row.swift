/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
  /// A user's variable: unrestricted in sign.
  case external
  /// The slack of an inequality: ≥ 0.
  case slack
  /// The error of a non-required constraint: ≥ 0, and costs at its priority.
  case error
  /// The marker of a required equality: pinned at 0, never enters the basis.
  case dummy
}

/// One row of the tableau: `basic = constant + Σ coefficient × symbol`.
///
/// Symbols are dense integer ids, so a row is a ``SymbolMap`` of numbers, with no reference
/// counting in the hot path.
struct Row {
  /// The symbol the row defines, ``Row/objective`` for a row of the objective, or
  /// ``Row/unused`` for storage on the free list.
  var basic: Int
  var constant: Double
  var terms: SymbolMap<Double>

  static let objective = -1
  static let unused = -2

  init(basic: Int = Row.unused, constant: Double = 0, terms: SymbolMap<Double> = SymbolMap()) {
    self.basic = basic
    self.constant = constant
    self.terms = terms
  }

  var isObjective: Bool { basic == Row.objective }

  /// For a row read as `0 = constant + Σ terms`: rewrites it as `subject = …`.
  mutating func solve(for subject: Int) {
    guard let coefficient = terms.removeValue(forKey: subject) else { return }
    let factor = -1 / coefficient
    constant *= factor
    if factor != 1 { terms.updateValues { $0 * factor } }
    basic = subject
  }

  /// Multiplies the row by −1 (only for a row not yet in the tableau).
  mutating func negate() {
    constant = -constant
    terms.updateValues { -$0 }
  }

  /// Adds `factor × (constant + Σ terms of other)`, dropping coefficients that cancel.
  mutating func add(_ other: Row, times factor: Double) {
    constant += factor * other.constant
    if other.terms.count > 16 { terms.reserveCapacity(terms.count + other.terms.count, filler: 0) }
    for (symbol, coefficient) in other.terms {
      let sum = (terms[symbol] ?? 0) + factor * coefficient
      if abs(sum) < epsilon { terms.removeValue(forKey: symbol) } else { terms[symbol] = sum }
    }
  }
}

/// Coefficients and constants closer to zero than this are zero (kiwi uses the same).
let epsilon = 1e-8

func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }
