/// The simplex tableau: rows, the column index, and the symbols.
///
/// Two kinds of row live here. A *restricted* row (its basic symbol is a slack, error or
/// dummy) and the objective rows are kept fully substituted: they mention only parametric
/// (non-basic) symbols, as the simplex method needs. A row whose basic symbol is a user's
/// variable is an identity that may mention basic symbols, unexpanded: `v2.left = v1.left +
/// v1.width + 8` stays three terms long, where a fully substituted tableau would spell out the
/// whole chain of views before it. Such rows never take part in a ratio test (a user's
/// variable is unrestricted), so pivots leave them alone; they are expanded only to become a
/// pivot row, and values are read by evaluating them in dependency order. This keeps nested
/// and chained layouts linear in size, and a re-solve touches only restricted rows. A
/// suggestion's dual simplex may also leave short restricted rows referring to long ones (see
/// `LazyRows`); they are expanded before anything else reads the tableau.
struct Tableau {
  var rows: [Row] = []
  var freeRows: [Int] = []
  /// Per symbol: its kind, its row when basic (else −1), and the rows that mention it.
  var kinds: [SymbolKind] = []
  var rowOf: [Int] = []
  var columns: [SymbolSet] = []
  /// The symbols whose objective coefficients changed and may now have a negative reduced
  /// cost: for the priority rows, and for the artificial objective of an addition.
  var candidates = SymbolHeap()
  var artificialCandidates = SymbolHeap()
  var artificialObjective: Int?
  /// Restricted rows whose value went negative (only after an edit's suggested value).
  var infeasible: [Int] = []
  /// Restricted rows the dual simplex left mentioning basic symbols (see `LazyRows`).
  var lazyRows = SymbolSet()
  /// A row-change journal, kept only while an addition may still be undone.
  var journal: Journal?
  /// Marks for graph walks over row references (see `dependencyOrder`).
  var visited: [UInt32] = []
  var visitStamp: UInt32 = 0
  /// Pivots that made or unmade a user variable's row, or rewrote such rows (see
  /// `Evaluation`).
  var variablePivots = 0
  /// Scratch space for rewriting long rows (see `RowRewrite`).
  var accumulator = Accumulator()
  var marks: [Bool] = []
  var dualRatioScratch = DualRatioScratch()

  var symbolCount: Int { kinds.count }

  mutating func newSymbol(_ kind: SymbolKind) -> Int {
    kinds.append(kind)
    rowOf.append(-1)
    columns.append(SymbolSet())
    candidates.grow(to: kinds.count)
    artificialCandidates.grow(to: kinds.count)
    accumulator.grow(to: kinds.count)
    dualRatioScratch.grow(to: kinds.count)
    if marks.count < kinds.count { marks.append(false) }
    return kinds.count - 1
  }

  func isBasic(_ symbol: Int) -> Bool { rowOf[symbol] >= 0 }

  /// Whether row `index` is a constraint row that the simplex keeps ≥ 0.
  func isRestricted(_ index: Int) -> Bool {
    let basic = rows[index].basic
    return basic >= 0 && kinds[basic] != .external
  }

  // MARK: - Row storage

  /// Puts `row` into the tableau and indexes it.
  @discardableResult
  mutating func insert(_ row: Row) -> Int {
    let index: Int
    if let reused = freeRows.popLast() {
      index = reused
      journal?.save(index, rows[index])
      rows[index] = row
    } else {
      index = rows.count
      rows.append(row)
    }
    for (symbol, _) in row.terms { columns[symbol].insert(index) }
    if row.basic >= 0 { rowOf[row.basic] = index }
    if row.isObjective { for (symbol, _) in row.terms { pushCandidate(symbol, of: index) } }
    return index
  }

  /// Takes row `index` out of the tableau; its basic symbol becomes parametric.
  mutating func remove(row index: Int) {
    journal?.save(index, rows[index])
    for (symbol, _) in rows[index].terms { columns[symbol].remove(index) }
    if rows[index].basic >= 0 { rowOf[rows[index].basic] = -1 }
    rows[index] = Row()
    freeRows.append(index)
  }

  /// Adds `coefficient × symbol` to row `index`, keeping the column index right.
  mutating func add(_ coefficient: Double, of symbol: Int, to index: Int) {
    journal?.save(index, rows[index])
    let sum: Double
    if let old = rows[index].terms[symbol] {
      sum = old + coefficient
      if isNearZero(sum) {
        rows[index].terms.removeValue(forKey: symbol)
        columns[symbol].remove(index)
      } else {
        rows[index].terms[symbol] = sum
      }
    } else {
      sum = coefficient
      if isNearZero(sum) { return }
      rows[index].terms[symbol] = sum
      columns[symbol].insert(index)
    }
    if rows[index].basic == Row.objective { pushCandidate(symbol, of: index) }
  }

  mutating func pushCandidate(_ symbol: Int, of objective: Int) {
    if objective == artificialObjective {
      artificialCandidates.push(symbol)
    } else {
      candidates.push(symbol)
    }
  }

  /// Adds `factor × row` (its constant and terms) to row `index`.
  mutating func add(_ row: Row, times factor: Double, to index: Int) {
    journal?.save(index, rows[index])
    rows[index].constant += factor * row.constant
    guard row.terms.count > RowRewrite.longRow else {
      for (symbol, coefficient) in row.terms { add(factor * coefficient, of: symbol, to: index) }
      return
    }
    let terms = sum(of: index, row.terms, times: factor)
    replaceTerms(of: index, with: terms)
  }

  /// Replaces `symbol` by `definition` (the terms of its new row) in every restricted and
  /// objective row that mentions it, and in the rows of user variables too if
  /// `intoVariableRows` (where a mention of a basic symbol is otherwise a valid reference).
  /// With `deferring`, short restricted rows may keep mentioning `symbol` when `definition`
  /// is long (see `LazyRows`).
  mutating func substitute(
    _ symbol: Int, with definition: Row, intoVariableRows: Bool, deferring: Bool = false
  ) {
    var targets = columns[symbol].keys.filter { intoVariableRows || !isVariableRow($0) }
    if deferring && definition.terms.count > RowRewrite.longRow {
      targets.removeAll { defersSubstitution(into: $0) }
    }
    if definition.terms.count > RowRewrite.longRow && targets.count > 1 {
      substituteLong(symbol, with: definition, into: targets)
      return
    }
    for index in targets {
      journal?.save(index, rows[index])
      guard let coefficient = rows[index].terms.removeValue(forKey: symbol) else { continue }
      columns[symbol].remove(index)
      add(definition, times: coefficient, to: index)
      if isRestricted(index) && value(ofRow: index) < -epsilon { infeasible.append(index) }
    }
  }

  /// Whether row `index` defines a user variable.
  func isVariableRow(_ index: Int) -> Bool {
    let basic = rows[index].basic
    return basic >= 0 && kinds[basic] == .external
  }

  /// Makes `entering` basic in row `index`, whose basic symbol leaves, and substitutes it into
  /// the other rows (see ``substitute(_:with:intoVariableRows:)``). The row must mention only
  /// parametric symbols (see ``expanded(_:)``); `deferring` is passed on to the substitution.
  mutating func pivot(
    row index: Int, entering: Int, intoVariableRows: Bool = false, deferring: Bool = false
  ) {
    journal?.save(index, rows[index])
    var row = rows[index]
    rows[index] = Row()  // keeps `row` uniquely referenced while it is rewritten
    let leaving = row.basic
    if intoVariableRows || kinds[entering] == .external || kinds[leaving] == .external {
      variablePivots += 1
    }
    // leaving = c + a·entering + Σ  ⇒  entering = (leaving − c − Σ) / a. The other symbols
    // stay in the row, so only the two that swap change columns.
    row.terms[leaving] = -1
    row.solve(for: entering)
    columns[entering].remove(index)
    columns[leaving].insert(index)
    rowOf[leaving] = -1
    rowOf[entering] = index
    rows[index] = row
    releaseLazyRows(mentioning: leaving)
    substitute(entering, with: row, intoVariableRows: intoVariableRows, deferring: deferring)
  }

}
