/// Rewriting long rows: sums through the dense ``Accumulator``, and a substitution that writes
/// its results into the slots whose old rows they resemble in length.
///
/// A pivot on a long row (the row that sums up a chain of views, say) substitutes it into every
/// row that mentions the entering symbol. Typically one of those was built from the same long
/// row and collapses to a few terms, while a short one grows long. Written back in place, each
/// of the long row's symbols would leave one row's column entry and join another's: two hash
/// updates per term. Giving the long result the slot of the old long row keeps almost every
/// column entry as it was. Only rows of constraints and variables move; objective rows keep
/// their slots, which the engine holds.
enum RowRewrite {
  /// Rows with more terms than this are added through the accumulator.
  static let longRow = 16
}

extension Tableau {
  /// Row `index`'s terms plus `factor × other`, less `replaced` if given (the symbol that
  /// `other` defines, substituted away); the row's changed objective coefficients become
  /// candidates to enter.
  mutating func sum(
    of index: Int, _ other: SymbolMap<Double>, times factor: Double, replacing replaced: Int? = nil
  ) -> SymbolMap<Double> {
    if rows[index].isObjective {
      other.forEachEntry { symbol, coefficient in
        if rows[index].terms[symbol] != nil || !isNearZero(factor * coefficient) {
          pushCandidate(symbol, of: index)
        }
      }
    }
    accumulator.add(rows[index].terms, times: 1)
    if let replaced { accumulator.add(-rows[index].terms[replaced]!, to: replaced) }
    accumulator.add(other, times: factor)
    return accumulator.gather()
  }

  /// Sets row `index`'s terms, moving only the column entries of symbols that left or joined.
  mutating func replaceTerms(of index: Int, with terms: SymbolMap<Double>) {
    var joined: [Int] = []
    var left: [Int] = []
    let old = rows[index].terms
    marks.withUnsafeMutableBufferPointer { marks in
      old.forEachEntry { symbol, _ in marks[symbol] = true }
      terms.forEachEntry { symbol, _ in
        if marks[symbol] { marks[symbol] = false } else { joined.append(symbol) }
      }
      old.forEachEntry { symbol, _ in
        if marks[symbol] {
          marks[symbol] = false
          left.append(symbol)
        }
      }
    }
    for symbol in joined { columns[symbol].insert(index) }
    for symbol in left { columns[symbol].remove(index) }
    rows[index].terms = terms
  }

  /// ``substitute(_:with:intoVariableRows:)`` of a long definition into several rows.
  mutating func substituteLong(_ symbol: Int, with definition: Row, into targets: [Int]) {
    var results: [Row] = []
    for index in targets {
      journal?.save(index, rows[index])
      let coefficient = rows[index].terms[symbol]!
      let terms = sum(of: index, definition.terms, times: coefficient, replacing: symbol)
      let constant = rows[index].constant + coefficient * definition.constant
      results.append(Row(basic: rows[index].basic, constant: constant, terms: terms))
    }
    let slots = assignSlots(targets, results)
    for (result, slot) in zip(results, slots) {
      replaceTerms(of: slot, with: result.terms)
      rows[slot].constant = result.constant
      rows[slot].basic = result.basic
      if result.basic >= 0 { rowOf[result.basic] = slot }
      if isRestricted(slot) && result.constant < -epsilon { infeasible.append(slot) }
    }
  }

  /// The slot for each result: its own, unless matching the movable rows by length (longest
  /// result to longest old row) brings the lengths at least twice as close.
  private func assignSlots(_ targets: [Int], _ results: [Row]) -> [Int] {
    let movable = targets.indices.filter { !rows[targets[$0]].isObjective }
    guard movable.count > 1 else { return targets }
    let byOldLength = movable.sorted {
      (-rows[targets[$0]].terms.count, targets[$0]) < (-rows[targets[$1]].terms.count, targets[$1])
    }
    let byNewLength = movable.sorted {
      (-results[$0].terms.count, targets[$0]) < (-results[$1].terms.count, targets[$1])
    }
    var inPlace = 0
    var matched = 0
    for (old, new) in zip(byOldLength, byNewLength) {
      inPlace += abs(results[new].terms.count - rows[targets[new]].terms.count)
      matched += abs(results[new].terms.count - rows[targets[old]].terms.count)
    }
    guard matched * 2 < inPlace else { return targets }
    var slots = targets
    for (old, new) in zip(byOldLength, byNewLength) { slots[new] = targets[old] }
    return slots
  }
}
