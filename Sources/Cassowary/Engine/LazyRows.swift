/// Restricted rows that the dual simplex leaves mentioning a basic symbol, instead of rewriting
/// them with that symbol's long row.
///
/// A suggestion on a chain of views moves one long row (the one summing the chain) from view to
/// view: each dual pivot makes a short row such as `slack = 80 + e⁺ − e⁻` mention a symbol
/// whose row is thousands of terms long. Substituting would copy those terms into the short
/// row, and the next pivot would cancel them out of the old long row again: two passes over
/// the long row per pivot, with a hash update per term. Left as it is, the short row refers to
/// the long one, like the rows of user variables do (see `Tableau`), and the next pivot that
/// needs it whole takes the long row over instead of copying it (``resolveLazyRow(_:)``).
///
/// Two rules keep this cheap and sound. A lazy row refers only to basic symbols whose rows
/// mention parametric symbols alone, so its value is its constant plus its references times
/// their rows' constants, and a symbol stays referenced only while its row stays whole. And
/// only the dual simplex makes lazy rows: everything else (adding and removing constraints,
/// the primal simplex, dumps) expands them first (``expandLazyRows()``), and sees the tableau
/// exactly as before.
enum LazyRows {
  /// At most this many rows are left lazy; beyond that the dual simplex substitutes, so that
  /// scanning them for infeasibility stays cheap.
  static let limit = 64
}

extension Tableau {
  func isLazy(_ index: Int) -> Bool { lazyRows[index] != nil }

  /// The current value of the basic symbol of restricted row `index`.
  func value(ofRow index: Int) -> Double {
    guard isLazy(index) else { return rows[index].constant }
    var value = rows[index].constant
    rows[index].terms.forEachEntry { symbol, coefficient in
      let reference = rowOf[symbol]
      if reference >= 0 { value += coefficient * rows[reference].constant }
    }
    return value
  }

  /// Whether the restricted row `index` may be left mentioning a symbol about to become basic
  /// with a long row: it is short, no lazy row refers to its own basic symbol (that row could
  /// no longer be read through), and there is room.
  mutating func defersSubstitution(into index: Int) -> Bool {
    guard isRestricted(index), rows[index].terms.count <= RowRewrite.longRow,
      isLazy(index) || lazyRows.count < LazyRows.limit,
      !columns[rows[index].basic].contains(where: { isLazy($0) })
    else { return false }
    lazyRows.insert(index)
    return true
  }

  /// Lazy rows that mentioned `symbol` while it was basic: those mentioning no other basic
  /// symbol are whole rows again.
  mutating func releaseLazyRows(mentioning symbol: Int) {
    guard !lazyRows.isEmpty else { return }
    for index in columns[symbol].keys where isLazy(index) {
      if !rows[index].terms.contains(where: { rowOf[$0] >= 0 }) { lazyRows.remove(index) }
    }
  }

  /// Makes lazy row `index` mention parametric symbols only, and returns the slot that row is
  /// in now. A row with one reference takes over the referenced row's table (see
  /// ``takeOverReferencedRow(_:_:)``); otherwise its references are expanded.
  mutating func resolveLazyRow(_ index: Int) -> Int {
    let references = rows[index].terms.keys.filter { rowOf[$0] >= 0 }
    if references.count == 1,
      !columns[references[0]].contains(where: { $0 != index && isLazy($0) })
    {
      return takeOverReferencedRow(index, references[0])
    }
    expandLazyRow(index)
    return index
  }

  /// Expands every lazy row.
  mutating func expandLazyRows() {
    guard !lazyRows.isEmpty else { return }
    for index in lazyRows.keys { expandLazyRow(index) }
  }

  private mutating func expandLazyRow(_ index: Int) {
    var constant = rows[index].constant
    rows[index].terms.forEachEntry { symbol, coefficient in
      let reference = rowOf[symbol]
      if reference >= 0 {
        constant += coefficient * rows[reference].constant
        accumulator.add(rows[reference].terms, times: coefficient)
      } else {
        accumulator.add(coefficient, to: symbol)
      }
    }
    replaceTerms(of: index, with: accumulator.gather())
    rows[index].constant = constant
    lazyRows.remove(index)
  }

  /// Lazy row `index`, `t = c + a·b + short`, refers to `b = d + long` alone. Rewritten as
  /// `t = c + a·d + a·long + short`, written into `b`'s table and slot, and `b = (t − c −
  /// short) / a`, written into `t`'s old slot: the long table stays where its column entries
  /// point, and only the short row's symbols move. Nothing lazy referred to `t`, and no other
  /// lazy row refers to `b`, so every lazy row still refers to whole rows only. Returns `t`'s
  /// new slot.
  private mutating func takeOverReferencedRow(_ index: Int, _ referenced: Int) -> Int {
    let slot = rowOf[referenced]
    var long = rows[slot]
    var short = rows[index]
    rows[slot] = Row()  // keeps both tables uniquely referenced while they are rewritten
    rows[index] = Row()
    let subject = short.basic
    let factor = short.terms.removeValue(forKey: referenced)!
    if factor != 1 { long.terms.updateValues { $0 * factor } }
    long.constant = short.constant + factor * long.constant
    long.basic = subject
    var definition = Row(basic: referenced, constant: -short.constant / factor)
    for (symbol, coefficient) in short.terms {
      definition.terms[symbol] = -coefficient / factor
      if let old = long.terms[symbol] {
        let sum = old + coefficient
        if isNearZero(sum) {
          long.terms.removeValue(forKey: symbol)
          columns[symbol].remove(slot)
        } else {
          long.terms[symbol] = sum
        }
      } else {
        long.terms[symbol] = coefficient
        columns[symbol].insert(slot)
      }
    }
    definition.terms[subject] = 1 / factor
    columns[referenced].remove(index)
    columns[subject].insert(index)
    rows[slot] = long
    rows[index] = definition
    rowOf[subject] = slot
    rowOf[referenced] = index
    return slot
  }
}
