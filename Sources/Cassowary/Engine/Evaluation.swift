/// The rows of user variables flattened in dependency order, so that reading every value after
/// a re-solve is one pass over arrays.
///
/// Values are read after every re-solve (a layout pass reads every frame). A suggestion's dual
/// simplex moves constants and pivots restricted rows only: the rows of user variables keep
/// their terms and their slots (only their constants may shift), so their order and terms stay
/// valid until a constraint is added or removed or a pivot involves a user variable (see
/// ``Tableau/variablePivots``). Restricted rows are read afresh each time: their values are
/// their constants, wherever a pivot put them, or for a lazy row (see `LazyRows`) read
/// through the whole rows it refers to.
struct Evaluation {
  /// Per row of a user variable, in evaluation order: its slot and its terms.
  private var slots: [Int] = []
  private var termStart: [Int] = [0]
  private var termSymbols: [Int] = []
  private var termCoefficients: [Double] = []

  /// Orders the rows of user variables so that each comes after the basic user variables it
  /// refers to (restricted symbols need no order: their values are their rows' constants).
  init(_ tableau: Tableau) {
    var placed = [Bool](repeating: false, count: tableau.symbolCount)
    var stack: [Int] = []
    for root in tableau.rows.indices where tableau.isVariableRow(root) {
      stack.append(tableau.rows[root].basic)
      while let symbol = stack.last {
        if placed[symbol] {
          stack.removeLast()
          continue
        }
        let index = tableau.rowOf[symbol]
        var waiting = false
        for (term, _) in tableau.rows[index].terms
        where tableau.isBasic(term) && tableau.kinds[term] == .external && !placed[term] {
          stack.append(term)
          waiting = true
        }
        if waiting { continue }
        placed[symbol] = true
        stack.removeLast()
        slots.append(index)
        for (term, coefficient) in tableau.rows[index].terms {
          termSymbols.append(term)
          termCoefficients.append(coefficient)
        }
        termStart.append(termSymbols.count)
      }
    }
  }

  /// The value of every symbol: parametric ones are 0, basic ones their row's value.
  func values(of tableau: Tableau) -> [Double] {
    var values = [Double](repeating: 0, count: tableau.symbolCount)
    values.withUnsafeMutableBufferPointer { values in
      tableau.rows.withUnsafeBufferPointer { rows in
        tableau.kinds.withUnsafeBufferPointer { kinds in
          for index in rows.indices {
            let basic = rows[index].basic
            if basic >= 0 && kinds[basic] != .external { values[basic] = rows[index].constant }
          }
        }
        // A lazy row refers to whole restricted rows only, whose values are now known.
        tableau.lazyRows.forEachEntry { index, _ in
          values[rows[index].basic] = tableau.value(ofRow: index)
        }
        // Every term is added: a parametric symbol's value is 0.
        for position in slots.indices {
          let row = slots[position]
          var value = rows[row].constant
          for term in termStart[position]..<termStart[position + 1] {
            value += termCoefficients[term] * values[termSymbols[term]]
          }
          values[rows[row].basic] = value
        }
      }
    }
    return values
  }
}
