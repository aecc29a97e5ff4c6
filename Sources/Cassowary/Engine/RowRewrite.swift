/// Rewriting long rows: sums through the dense ``Accumulator``, and a substitution that lets a
/// row growing long take over the table of a row that collapsed.
///
/// A pivot on a long row (the row that sums up a chain of views, say) substitutes it into every
/// row that mentions the entering symbol. Typically one of those was built from the same long
/// row and collapses to a few terms, while a short one grows long. Written back in place, each
/// of the long row's symbols would leave one row's column entry and join another's: two hash
/// updates per term, and a fresh table for the grown row. Writing the grown row over the
/// collapsed row's table, in that row's slot, keeps almost every key and column entry as it
/// was. Only rows of constraints and variables move; objective rows keep their slots, which the
/// engine holds, and so do lazy rows (see `LazyRows`), which the tableau lists by slot.
enum RowRewrite {
  /// Rows with more terms than this are added through the accumulator.
  static let longRow = 16
}

extension Tableau {
  /// Accumulates row `index`'s terms plus `factor × other`, less `replaced` if given (the
  /// symbol that `other` defines, substituted away); the row's changed objective coefficients
  /// become candidates to enter.
  private mutating func accumulate(
    _ index: Int, _ other: SymbolMap<Double>, times factor: Double, replacing replaced: Int?
  ) {
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
  }

  /// Row `index`'s terms plus `factor × other` (see `accumulate`).
  mutating func sum(of index: Int, _ other: SymbolMap<Double>, times factor: Double)
    -> SymbolMap<Double>
  {
    accumulate(index, other, times: factor, replacing: nil)
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
  ///
  /// Targets are rewritten from the longest old row down. A row that collapses leaves its
  /// table free: a later row that grows to about that length is written over it (most keys
  /// stay, so most column entries too) and takes that slot, and the collapsed result takes the
  /// grown row's slot. Objective rows keep their slots.
  mutating func substituteLong(_ symbol: Int, with definition: Row, into targets: [Int]) {
    for index in targets { journal?.save(index, rows[index]) }
    let order = targets.sorted {
      (-rows[$0].terms.count, $0) < (-rows[$1].terms.count, $1)
    }
    // Per target: its result (terms nil once written over a collapsed row's table) and slot.
    var results: [(basic: Int, constant: Double, terms: SymbolMap<Double>?, slot: Int)] = []
    var donors: [(slot: Int, result: Int)] = []
    for index in order {
      let coefficient = rows[index].terms[symbol]!
      let constant = rows[index].constant + coefficient * definition.constant
      accumulate(index, definition.terms, times: coefficient, replacing: symbol)
      let movable = !rows[index].isObjective && !isLazy(index)
      if movable, let donor = donors.indices.last,
        case let survivors = accumulator.survivorCount,
        rows[index].terms.count * 2 < survivors,
        rows[donors[donor].slot].terms.count <= 2 * survivors
      {
        let (slot, other) = donors.remove(at: donor)
        var table = rows[slot].terms
        rows[slot].terms = SymbolMap()  // keeps `table` uniquely referenced
        var left: [Int] = []
        var joined: [Int] = []
        accumulator.write(over: &table, left: &left, joined: &joined)
        for key in left { columns[key].remove(slot) }
        for key in joined { columns[key].insert(slot) }
        rows[slot].terms = table
        results.append((rows[index].basic, constant, nil, slot))
        results[other].slot = index
        continue
      }
      let terms = accumulator.gather()
      if movable && terms.count * 2 < rows[index].terms.count {
        donors.append((index, results.count))
      }
      results.append((rows[index].basic, constant, terms, index))
    }
    for result in results {
      if let terms = result.terms { replaceTerms(of: result.slot, with: terms) }
      rows[result.slot].constant = result.constant
      rows[result.slot].basic = result.basic
      if result.basic >= 0 { rowOf[result.basic] = result.slot }
      if isRestricted(result.slot) && value(ofRow: result.slot) < -epsilon {
        infeasible.append(result.slot)
      }
    }
  }
}
