import Testing

@testable import Cassowary

/// The tableau's indexes after long rows were rewritten and moved between slots: every basic
/// symbol's `rowOf` names the row that defines it, every column lists exactly the rows that
/// mention its symbol, and restricted rows mention only parametric symbols, except lazy rows
/// (left by a suggestion's dual simplex), which mention basic symbols of whole rows only.
struct TableauInvariantTests {
  private func violations(_ tableau: Tableau) -> [String] {
    var found: [String] = []
    var mentions = [Set<Int>](repeating: [], count: tableau.symbolCount)
    for (index, row) in tableau.rows.enumerated() where row.basic != Row.unused {
      if row.basic >= 0 && tableau.rowOf[row.basic] != index {
        found.append("rowOf[\(row.basic)] is \(tableau.rowOf[row.basic]), not \(index)")
      }
      for (symbol, _) in row.terms {
        mentions[symbol].insert(index)
        guard tableau.isRestricted(index) && tableau.isBasic(symbol) else { continue }
        if !tableau.isLazy(index) {
          found.append("restricted row \(index) mentions basic \(symbol)")
        } else if tableau.isLazy(tableau.rowOf[symbol]) {
          found.append("lazy row \(index) refers to lazy row \(tableau.rowOf[symbol])")
        }
      }
    }
    for symbol in 0..<tableau.symbolCount {
      if tableau.isBasic(symbol) && tableau.rows[tableau.rowOf[symbol]].basic != symbol {
        found.append("rowOf[\(symbol)] names a row of \(tableau.rows[tableau.rowOf[symbol]].basic)")
      }
      if Set(tableau.columns[symbol].keys) != mentions[symbol] {
        found.append("column \(symbol) lists \(tableau.columns[symbol].keys.sorted())")
      }
    }
    for index in tableau.lazyRows.keys where !tableau.isRestricted(index) {
      found.append("lazy row \(index) is not restricted")
    }
    return found
  }

  @Test func longChainResizedAndTakenApart_keepsIndexesExact() throws {
    let count = 40
    let container = Variable("container.width")
    let lefts = (0..<count).map { Variable("v\($0).left") }
    let widths = (0..<count).map { Variable("v\($0).width") }
    var minimums: [Constraint] = []
    var engine = Engine()
    try engine.add(Constraint(lefts[0], .equal, 16))
    for index in 0..<count {
      minimums.append(Constraint(widths[index], .greaterThanOrEqual, 20))
      try engine.add(minimums[index])
      try engine.add(Constraint(widths[index], .equal, 100, strength: .low))
      if index > 0 {
        try engine.add(Constraint(lefts[index] - lefts[index - 1] - widths[index - 1], .equal, 8))
      }
    }
    let last = lefts[count - 1] + widths[count - 1]
    try engine.add(Constraint(last - container, .lessThanOrEqual, -16))
    try engine.addEdit(container, strength: .high)
    for width in [4000.0, 2500, 1900, 2600, 3100, 2000, 5000, 2200] {
      try engine.suggest(width, for: container)
      #expect(violations(engine.tableau) == [], "after suggesting \(width)")
    }
    #expect(!engine.tableau.lazyRows.isEmpty)
    #expect(engine.tableau.rows.contains { $0.terms.count > RowRewrite.longRow })
    for minimum in minimums.prefix(10) {
      try engine.remove(minimum)
      #expect(violations(engine.tableau) == [], "after removing \(minimum)")
    }
  }
}
