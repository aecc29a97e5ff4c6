/// A dense scratch vector indexed by symbol id, for adding one long row to another.
///
/// Adding a long row term by term into a hash map costs a probe for each term, and when the
/// two rows nearly cancel (a pivot row substituted into a row that was built from it) a
/// deletion with its backward shift for each. Spreading the target into an array, adding the
/// other row there and gathering the survivors into a table of the right size costs array
/// accesses instead, and one insertion per surviving term. The loops run over raw buffers:
/// they are the innermost loops of a pivot on a long row.
struct Accumulator {
  private var values: [Double] = []
  private var held: [Bool] = []
  /// The symbols in the sum, in the order they were first touched; `touchedCount` of them.
  private var touched: [Int] = []
  private var touchedCount = 0
  private var survivorValues: [Double] = []

  /// Makes room for symbol ids below `count`, doubling so that symbols made one at a time
  /// cost amortised constant time.
  mutating func grow(to count: Int) {
    guard values.count < count else { return }
    let extra = Swift.max(count, 2 * values.count) - values.count
    values.append(contentsOf: repeatElement(0, count: extra))
    held.append(contentsOf: repeatElement(false, count: extra))
    touched.append(contentsOf: repeatElement(0, count: extra))
    survivorValues.append(contentsOf: repeatElement(0, count: extra))
  }

  /// Adds `factor × terms` to the sum (empty again after `gather` or `write`).
  mutating func add(_ terms: SymbolMap<Double>, times factor: Double) {
    var count = touchedCount
    values.withUnsafeMutableBufferPointer { values in
      held.withUnsafeMutableBufferPointer { held in
        touched.withUnsafeMutableBufferPointer { touched in
          terms.forEachEntry { symbol, coefficient in
            if held[symbol] {
              values[symbol] += factor * coefficient
            } else {
              values[symbol] = factor * coefficient
              held[symbol] = true
              touched[count] = symbol
              count += 1
            }
          }
        }
      }
    }
    touchedCount = count
  }

  /// Adds `change` to one symbol's coefficient.
  mutating func add(_ change: Double, to symbol: Int) {
    if held[symbol] {
      values[symbol] += change
    } else {
      values[symbol] = change
      held[symbol] = true
      touched[touchedCount] = symbol
      touchedCount += 1
    }
  }

  /// How many terms the sum has (coefficients that cancelled do not count).
  var survivorCount: Int {
    values.withUnsafeBufferPointer { values in
      touched.withUnsafeBufferPointer { touched in
        var survivors = 0
        for position in 0..<touchedCount where !isNearZero(values[touched[position]]) {
          survivors += 1
        }
        return survivors
      }
    }
  }

  /// Writes the sum over `table` (another row's terms, whose slots it reuses) and clears the
  /// vector. The keys that left the table and those that joined it are appended to `left`
  /// and `joined`.
  mutating func write(
    over table: inout SymbolMap<Double>, left: inout [Int], joined: inout [Int]
  ) {
    values.withUnsafeMutableBufferPointer { values in
      held.withUnsafeMutableBufferPointer { held in
        table.updateEntries(dropping: &left) { symbol, coefficient in
          guard held[symbol] else { return false }
          held[symbol] = false
          let value = values[symbol]
          values[symbol] = 0
          coefficient = value
          return !isNearZero(value)
        }
      }
    }
    for position in 0..<touchedCount where held[touched[position]] {
      let symbol = touched[position]
      let value = values[symbol]
      values[symbol] = 0
      held[symbol] = false
      if !isNearZero(value) {
        table[symbol] = value
        joined.append(symbol)
      }
    }
    touchedCount = 0
  }

  /// The sum as a row's terms, dropping coefficients that cancelled, and clears the vector.
  mutating func gather() -> SymbolMap<Double> {
    var survivors = 0
    let count = touchedCount
    values.withUnsafeMutableBufferPointer { values in
      held.withUnsafeMutableBufferPointer { held in
        touched.withUnsafeMutableBufferPointer { touched in
          survivorValues.withUnsafeMutableBufferPointer { kept in
            for position in 0..<count {
              let symbol = touched[position]
              let value = values[symbol]
              values[symbol] = 0
              held[symbol] = false
              if !isNearZero(value) {
                touched[survivors] = symbol
                kept[survivors] = value
                survivors += 1
              }
            }
          }
        }
      }
    }
    touchedCount = 0
    return touched.withUnsafeBufferPointer { keys in
      survivorValues.withUnsafeBufferPointer { kept in
        SymbolMap(
          distinctKeys: UnsafeBufferPointer(rebasing: keys[0..<survivors]),
          values: UnsafeBufferPointer(rebasing: kept[0..<survivors]), filler: 0)
      }
    }
  }
}
