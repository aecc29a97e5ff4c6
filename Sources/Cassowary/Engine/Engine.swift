/// The symbols a constraint brought into the tableau: `marker` finds its row again (a slack
/// or a dummy, or the positive error of a non-required equality); `other` is its second
/// error symbol, if any.
struct Tag {
  let marker: Int
  let other: Int?
}

/// An edit variable: its constraint `variable == constant` and the constant last suggested.
struct Edit {
  let constraint: Constraint
  let tag: Tag
  var constant: Double
}

/// The solver's engine: constraints and edit variables in terms of tableau symbols.
struct Engine {
  var tableau = Tableau()
  /// The symbol of each variable, by variable id.
  var symbolOf = SymbolMap<Int>()
  /// Per symbol: the user's variable it stands for, if any.
  var variableOf: [Variable?] = []
  /// The symbols of each constraint, by constraint id.
  var constraints = SymbolMap<Tag>()
  /// Per symbol: the constraint that owns it, for a marker or error (for conflict reports).
  var owners: [Constraint?] = []
  /// One objective row per non-required priority in use, highest priority first.
  var levels: [(priority: Double, row: Int)] = []
  var objectiveRows: [Int] = []
  var edits: [Variable: Edit] = [:]
  /// Every symbol's value, worked out on the first read after a change.
  var cachedValues: [Double]?
  /// How to work them out, kept across suggestions (see ``Evaluation``).
  var evaluation: Evaluation?

  // MARK: - Constraints

  mutating func add(_ constraint: Constraint) throws(SolverError) {
    guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
    guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
    guard constraints[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
    tableau.expandLazyRows()
    let symbolCount = tableau.symbolCount
    let (row, tag) = makeRow(constraint)
    cachedValues = nil
    evaluation = nil
    do {
      try place(row, tag, constraint)
    } catch {
      for case let variable? in variableOf[symbolCount...] {
        symbolOf.removeValue(forKey: variable.id)
      }
      tableau.truncateSymbols(to: symbolCount)
      variableOf.removeLast(variableOf.count - symbolCount)
      owners.removeLast(owners.count - symbolCount)
      throw error
    }
    constraints[constraint.id] = tag
    owners[tag.marker] = constraint
    if let other = tag.other { owners[other] = constraint }
    tableau.optimize(objectiveRows)
  }

  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let tag = constraints.removeValue(forKey: constraint.id) else {
      throw .unknownConstraint(constraint)
    }
    tableau.expandLazyRows()
    cachedValues = nil
    evaluation = nil
    owners[tag.marker] = nil
    if let other = tag.other { owners[other] = nil }
    if !constraint.strength.isRequired {
      for symbol in [tag.marker, tag.other] {
        if let symbol, tableau.kinds[symbol] == .error {
          addToObjective(symbol, times: -1, priority: constraint.strength.priority)
        }
      }
    }
    // Rows of user variables may refer to the marker: they get its definition before the
    // row that defines it goes.
    if tableau.isBasic(tag.marker) {
      let index = tableau.rowOf[tag.marker]
      tableau.substitute(tag.marker, with: tableau.rows[index], intoVariableRows: true)
      tableau.remove(row: index)
    } else if let index = markerLeavingRow(tag.marker) {
      tableau.pivot(row: index, entering: tag.marker, intoVariableRows: true)
      tableau.remove(row: index)
    } else {
      // No expanded row depends on the marker: the direct mentions left cancel out, so the
      // marker can be dropped as zero.
      for index in tableau.columns[tag.marker].keys {
        tableau.add(-tableau.rows[index].terms[tag.marker]!, of: tag.marker, to: index)
      }
    }
    tableau.optimize(objectiveRows)
  }

  // MARK: - Edit variables

  mutating func addEdit(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
    guard strength.isValid else { throw .invalidStrength(strength) }
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    // The edit starts at the variable's current value, so adding it moves nothing.
    let start = value(of: variable)
    let constraint = Constraint(variable, .equal, Expression(constant: start), strength: strength)
    try add(constraint)
    edits[variable] = Edit(
      constraint: constraint, tag: constraints[constraint.id]!, constant: start)
  }

  mutating func removeEdit(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: variable) else {
      throw .unknownEditVariable(variable)
    }
    try remove(edit.constraint)
  }

  /// Moves the edit constraint's constant and re-solves by dual simplex: the tableau stays
  /// optimal, only rows that mention the edit's error symbols change.
  mutating func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
    guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
    guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
    let delta = value - edit.constant
    edit.constant = value
    edits[variable] = edit
    // variable − constant = plus − minus: raising the constant by delta turns every identity
    // in `plus` into one in `plus + delta`. Rows that mention it shift by coefficient × delta;
    // its own row, if basic, by −delta.
    shiftMarker(edit.tag.marker, by: delta)
    let variablePivots = tableau.variablePivots
    // An edit is never required: its error symbols can always take up the change.
    _ = tableau.dualOptimize(objectiveRows)
    if tableau.variablePivots != variablePivots { evaluation = nil }
    cachedValues = nil
  }

  // MARK: - Values

  mutating func value(of variable: Variable) -> Double {
    guard let symbol = symbolOf[variable.id] else { return 0 }
    if cachedValues == nil { _ = currentValues() }
    return cachedValues![symbol]
  }

  mutating func currentValues() -> [Double] {
    if let cachedValues { return cachedValues }
    if evaluation == nil { evaluation = Evaluation(tableau) }
    let values = evaluation!.values(of: tableau)
    cachedValues = values
    return values
  }
}
