/// The rows an addition changed, saved before their first change, so that a required
/// constraint found unsatisfiable half-way through can be undone exactly: same rows, same
/// basis, same values as before the call.
struct Journal {
  let rowCount: Int
  let freeRows: [Int]
  let symbolCount: Int
  private(set) var saved: [Int: Row] = [:]

  init(_ tableau: Tableau) {
    rowCount = tableau.rows.count
    freeRows = tableau.freeRows
    symbolCount = tableau.symbolCount
  }

  mutating func save(_ index: Int, _ row: Row) {
    if index < rowCount && saved[index] == nil { saved[index] = row }
  }
}

extension Tableau {
  mutating func beginJournal() { journal = Journal(self) }

  mutating func endJournal() { journal = nil }

  /// Puts back every row, symbol and index as they were when the journal began.
  mutating func rollBack() {
    guard let journal else { return }
    self.journal = nil
    for index in journal.saved.keys { unindex(index) }
    for index in journal.rowCount..<rows.count { unindex(index) }
    rows.removeLast(rows.count - journal.rowCount)
    for (index, row) in journal.saved {
      rows[index] = row
      for (symbol, _) in row.terms { columns[symbol].insert(index) }
      if row.basic >= 0 { rowOf[row.basic] = index }
    }
    freeRows = journal.freeRows
    truncateSymbols(to: journal.symbolCount)
    infeasible.removeAll()
  }

  /// Forgets symbols made since the count was `count` (they must be in no row).
  mutating func truncateSymbols(to count: Int) {
    kinds.removeLast(kinds.count - count)
    rowOf.removeLast(rowOf.count - count)
    columns.removeLast(columns.count - count)
    candidates.reset(symbolCount: count)
    artificialCandidates.reset(symbolCount: count)
  }

  private mutating func unindex(_ index: Int) {
    for (symbol, _) in rows[index].terms { columns[symbol].remove(index) }
    let basic = rows[index].basic
    if basic >= 0 && rowOf[basic] == index { rowOf[basic] = -1 }
  }
}
