/// A dense scratch vector indexed by symbol id, for adding one long row to another.
///
/// Adding a long row term by term into a hash map costs a probe for each term, and when the
/// two rows nearly cancel (a pivot row substituted into a row that was built from it) a
/// deletion with its backward shift for each. Spreading the target into an array, adding the
/// other row there and gathering the survivors into a table of the right size costs array
/// accesses instead, and one insertion per surviving term.
struct Accumulator {
  private var values: [Double] = []
  private var held: [Bool] = []
  /// The symbols in the sum, in the order they were first touched.
  private var touched: [Int] = []

  /// Makes room for symbol ids below `count`.
  mutating func grow(to count: Int) {
    while values.count < count {
      values.append(0)
      held.append(false)
    }
  }

  /// Starts a sum at `terms`.
  mutating func load(_ terms: SymbolMap<Double>) {
    for (symbol, coefficient) in terms {
      values[symbol] = coefficient
      held[symbol] = true
      touched.append(symbol)
    }
  }

  /// Adds `change` to `symbol`'s coefficient; returns whether the symbol was not in the sum.
  @discardableResult
  mutating func add(_ change: Double, to symbol: Int) -> Bool {
    if held[symbol] {
      values[symbol] += change
      return false
    }
    values[symbol] = change
    held[symbol] = true
    touched.append(symbol)
    return true
  }

  /// The sum as a row's terms, dropping coefficients that cancelled, and clears the vector.
  mutating func gather() -> SymbolMap<Double> {
    var survivors = 0
    for symbol in touched where !isNearZero(values[symbol]) { survivors += 1 }
    var result = SymbolMap<Double>()
    result.reserveCapacity(survivors, filler: 0)
    for symbol in touched {
      let value = values[symbol]
      values[symbol] = 0
      held[symbol] = false
      if !isNearZero(value) { result.insertNew(symbol, value) }
    }
    touched.removeAll(keepingCapacity: true)
    return result
  }
}
