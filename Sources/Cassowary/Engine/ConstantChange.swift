extension Engine {
  /// Puts `new` in `old`'s place. When the two differ only in their constant, the change is
  /// made in the tableau as it stands, as ``suggest(_:for:)`` moves an edit: the basis stays,
  /// so variables the constraints leave free keep their values, and only rows that mention
  /// the constraint's marker move (UIKit documents that changing a constraint's constant is
  /// far cheaper than removing and adding it). Otherwise, or when the new constant makes the
  /// required constraints unsatisfiable, it falls back to removing `old` and adding `new`.
  mutating func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
    guard let tag = constraints[old.id] else { throw .unknownConstraint(old) }
    guard constraints[new.id] == nil else { throw .duplicateConstraint(new) }
    guard new.expression.isFinite else { throw .nonFiniteConstraint(new) }
    guard differsOnlyInConstant(old, new), let coefficient = markerCoefficient(of: old, tag) else {
      return try removeAndAdd(old, new)
    }
    // The constraint's row reads `terms + constant + coefficient × marker + … = 0`; with the
    // constant raised by d it holds for the old marker lowered by d / coefficient, so the
    // tableau, written in the old marker, is the new system's once the marker is shifted.
    let shift = (new.expression.constant - old.expression.constant) / coefficient
    tableau.expandLazyRows()
    shiftMarker(tag.marker, by: shift)
    let variablePivots = tableau.variablePivots
    guard tableau.dualOptimize(objectiveRows) else {
      // A required constraint cannot hold: back to the old constant, then the path that
      // reports it. The pivots made on the way stay (they keep the objective optimal), so
      // any restricted row may now be negative: the dual simplex, from all of them, reaches
      // the old system's optimum, which is feasible.
      shiftMarker(tag.marker, by: -shift)
      tableau.expandLazyRows()
      tableau.infeasible = tableau.rows.indices.filter {
        tableau.isRestricted($0) && tableau.rows[$0].constant < -epsilon
      }
      _ = tableau.dualOptimize(objectiveRows)
      evaluation = nil
      cachedValues = nil
      return try removeAndAdd(old, new)
    }
    if tableau.variablePivots != variablePivots { evaluation = nil }
    cachedValues = nil
    constraints.removeValue(forKey: old.id)
    constraints[new.id] = tag
    owners[tag.marker] = new
    if let other = tag.other { owners[other] = new }
  }

  /// Moves every row as the marker symbol is replaced by `marker + amount`.
  mutating func shiftMarker(_ marker: Int, by amount: Double) {
    for index in tableau.columns[marker].keys where !tableau.rows[index].isObjective {
      shiftConstant(of: index, by: amount * tableau.rows[index].terms[marker]!)
    }
    if tableau.isBasic(marker) { shiftConstant(of: tableau.rowOf[marker], by: -amount) }
  }

  mutating func shiftConstant(of index: Int, by amount: Double) {
    tableau.rows[index].constant += amount
    if tableau.isRestricted(index) && tableau.value(ofRow: index) < -epsilon {
      tableau.infeasible.append(index)
    }
  }

  /// The coefficient `makeRow` gave the marker, or nil when the constant cannot be moved in
  /// place: a basic dummy is a redundant required equality, which a new constant would turn
  /// into a conflict that only the full path reports.
  private func markerCoefficient(of constraint: Constraint, _ tag: Tag) -> Double? {
    switch tableau.kinds[tag.marker] {
    case .slack: return constraint.relation == .lessThanOrEqual ? 1 : -1
    case .dummy: return tableau.isBasic(tag.marker) ? nil : 1
    case .error: return -1
    default: return nil
    }
  }

  private func differsOnlyInConstant(_ old: Constraint, _ new: Constraint) -> Bool {
    old.relation == new.relation && old.strength == new.strength
      && coefficients(of: old.expression) == coefficients(of: new.expression)
  }

  private func coefficients(of expression: Expression) -> [Variable: Double] {
    var sums: [Variable: Double] = [:]
    for term in expression.terms { sums[term.variable, default: 0] += term.coefficient }
    return sums.filter { !isNearZero($0.value) }
  }

  /// The full path. When `new` cannot be added, `old` goes back, so a throw leaves the solver
  /// as it was.
  private mutating func removeAndAdd(_ old: Constraint, _ new: Constraint) throws(SolverError) {
    try remove(old)
    do {
      try add(new)
    } catch {
      try? add(old)
      throw error
    }
  }
}
