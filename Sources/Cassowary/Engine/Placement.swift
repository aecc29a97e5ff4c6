/// Turning a constraint into a tableau row and finding the row a basic symbol.
extension Engine {
  /// The row `0 = expression ± slack ∓ errors` of a constraint, with fresh symbols; the
  /// errors of a non-required constraint cost 1 each at its priority.
  mutating func makeRow(_ constraint: Constraint) -> (Row, Tag) {
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms {
      let symbol = symbol(for: term.variable)
      row.terms[symbol] = (row.terms[symbol] ?? 0) + term.coefficient
    }
    for (symbol, coefficient) in row.terms where isNearZero(coefficient) {
      row.terms.removeValue(forKey: symbol)
    }
    let priority = constraint.strength.priority
    let required = constraint.strength.isRequired
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      row.terms[slack] = sign
      guard !required else { return (row, Tag(marker: slack, other: nil)) }
      let error = newSymbol(.error)
      row.terms[error] = -sign
      addToObjective(error, times: 1, priority: priority)
      return (row, Tag(marker: slack, other: error))
    case .equal:
      if required {
        let dummy = newSymbol(.dummy)
        row.terms[dummy] = 1
        return (row, Tag(marker: dummy, other: nil))
      }
      let plus = newSymbol(.error)
      let minus = newSymbol(.error)
      row.terms[plus] = -1
      row.terms[minus] = 1
      addToObjective(plus, times: 1, priority: priority)
      addToObjective(minus, times: 1, priority: priority)
      return (row, Tag(marker: plus, other: minus))
    }
  }

  /// Puts a new constraint's row into the tableau, choosing the symbol it defines.
  mutating func place(_ row: Row, _ tag: Tag, _ constraint: Constraint) throws(SolverError) {
    var row = row
    // A variable no row mentions yet can be defined by this row as it stands.
    if let subject = smallestVariable(in: row, where: { $1.columns[$0].isEmpty }) {
      row.solve(for: subject)
      tableau.insert(row)
      return
    }
    row = tableau.expanded(row)
    // So can one that only unrestricted and objective rows mention: defining it moves no
    // restricted row's value, so the tableau stays feasible.
    let isMovable = { (symbol: Int, tableau: Tableau) in
      !tableau.columns[symbol].contains { tableau.isRestricted($0) }
    }
    if let subject = smallestVariable(in: row, where: isMovable) {
      define(subject, by: row)
      return
    }
    if row.constant < 0 { row.negate() }
    if !row.terms.contains(where: { tableau.kinds[$0] != .dummy }) {
      guard isNearZero(row.constant) else {
        throw .unsatisfiableConstraint(constraint, conflicts: conflicts(in: row, of: constraint))
      }
      define(tag.marker, by: row)  // redundant, kept so that it can be removed
      return
    }
    // A fresh slack or error can be the subject if that keeps it ≥ 0: with a negative
    // coefficient (the row's constant is ≥ 0), or with any when the constant is zero.
    for symbol in [tag.marker, tag.other] {
      if let symbol, tableau.kinds[symbol] != .dummy,
        row.terms[symbol]! < 0 || isNearZero(row.constant)
      {
        define(symbol, by: row)
        return
      }
    }
    try addWithArtificialVariable(row, constraint)
  }

  /// The smallest parametric user variable of `row` that passes `test`.
  private func smallestVariable(in row: Row, where test: (Int, Tableau) -> Bool) -> Int? {
    var best: Int?
    for (symbol, _) in row.terms
    where tableau.kinds[symbol] == .external && tableau.rowOf[symbol] < 0
      && symbol < best ?? .max && test(symbol, tableau)
    {
      best = symbol
    }
    return best
  }

  private mutating func define(_ subject: Int, by row: Row) {
    var row = row
    row.solve(for: subject)
    tableau.substitute(subject, with: row, intoVariableRows: false)
    tableau.insert(row)
  }

  /// Adds a row with no usable subject through an artificial variable (kiwi's approach),
  /// journalled: if the artificial objective cannot reach zero, the constraint cannot hold,
  /// and every row goes back to what it was.
  private mutating func addWithArtificialVariable(_ row: Row, _ constraint: Constraint)
    throws(SolverError)
  {
    tableau.beginJournal()
    let artificial = newSymbol(.slack)
    var definition = row
    definition.basic = artificial
    tableau.insert(definition)
    var objective = row
    objective.basic = Row.objective
    tableau.artificialObjective = tableau.freeRows.last ?? tableau.rows.count
    let objectiveIndex = tableau.insert(objective)
    tableau.optimize([objectiveIndex], candidates: \.artificialCandidates)
    tableau.artificialObjective = nil
    tableau.artificialCandidates.removeAll()
    guard isNearZero(tableau.rows[objectiveIndex].constant) else {
      let conflicts = conflicts(in: tableau.rows[objectiveIndex], of: constraint)
      tableau.rollBack()
      throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
    }
    tableau.remove(row: objectiveIndex)
    if tableau.isBasic(artificial) {
      let index = tableau.rowOf[artificial]
      let terms = tableau.rows[index].terms.keys
      if let entering = terms.filter({ tableau.kinds[$0] != .dummy }).min() ?? terms.min() {
        tableau.pivot(row: index, entering: entering)
      } else {
        tableau.remove(row: index)
      }
    }
    // The artificial variable is parametric at zero now: drop it.
    for index in tableau.columns[artificial].keys {
      tableau.add(-tableau.rows[index].terms[artificial]!, of: artificial, to: index)
    }
    tableau.endJournal()
  }

  /// The required constraints whose markers a row of infeasibility mentions: the classic
  /// Cassowary explanation (those constraints hold the row away from zero).
  private func conflicts(in row: Row, of constraint: Constraint) -> [Constraint] {
    let found = Set(
      row.terms.compactMap { owners[$0.key] }.filter {
        $0.strength.isRequired && $0 != constraint
      })
    return found.sorted { $0.id < $1.id }
  }

  /// The row to pivot a parametric marker into before its constraint's row is dropped: a
  /// restricted row by kiwi's rule (the one that keeps the tableau feasible), else the row of
  /// a user variable whose expansion still mentions the marker. A variable's row can mention
  /// it directly and again through a reference, cancelling out; such rows do not qualify.
  mutating func markerLeavingRow(_ marker: Int) -> Int? {
    var first: (ratio: Double, index: Int)?
    var second: (ratio: Double, index: Int)?
    var variableRows: [Int] = []
    for index in tableau.columns[marker].keys.sorted() where !tableau.rows[index].isObjective {
      let coefficient = tableau.rows[index].terms[marker]!
      guard tableau.isRestricted(index) else {
        variableRows.append(index)
        continue
      }
      let constant = tableau.rows[index].constant
      if coefficient < 0 {
        let ratio = -constant / coefficient
        if first == nil || ratio < first!.ratio { first = (ratio, index) }
      } else {
        let ratio = constant / coefficient
        if second == nil || ratio < second!.ratio { second = (ratio, index) }
      }
    }
    if let index = first?.index ?? second?.index { return index }
    for index in variableRows {
      tableau.expandInPlace(row: index)
      if tableau.rows[index].terms[marker] != nil { return index }
    }
    return nil
  }

  mutating func symbol(for variable: Variable) -> Int {
    if let symbol = symbolOf[variable.id] { return symbol }
    let symbol = newSymbol(.external)
    symbolOf[variable.id] = symbol
    variableOf[symbol] = variable
    return symbol
  }

  /// A new tableau symbol, with room in the per-symbol tables.
  mutating func newSymbol(_ kind: SymbolKind) -> Int {
    variableOf.append(nil)
    owners.append(nil)
    return tableau.newSymbol(kind)
  }
}
