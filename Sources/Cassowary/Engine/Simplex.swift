/// The primal and dual simplex steps, over an objective made of one row per priority level.
///
/// `objectives` lists the objective rows from the highest priority down. A symbol's reduced
/// cost is the vector of its coefficients in those rows, compared lexicographically: it is
/// negative when its first non-zero coefficient is negative, whatever the lower levels hold.
/// Entering symbols are chosen by Bland's rule (smallest id first), leaving rows by the ratio
/// test with ties going to the smallest basic id, so degenerate pivoting cannot cycle.
extension Tableau {
  /// Minimises the objective by primal simplex from a feasible tableau. Entering symbols
  /// come from `candidates` (see ``Tableau/candidates``), smallest id first.
  mutating func optimize(
    _ objectives: [Int], candidates: WritableKeyPath<Tableau, SymbolHeap> = \.candidates
  ) {
    while let (entering, direction) = nextEntering(objectives, candidates) {
      // The objective is bounded below (errors are ≥ 0), so a leaving row always exists.
      guard let leaving = leavingRow(for: entering, direction: direction) else { return }
      pivot(row: leaving, entering: entering)
    }
  }

  /// Restores feasibility after edits moved constants, keeping the objective optimal. Short
  /// rows may be left lazy (see `LazyRows`); a lazy row that must leave is made whole first.
  /// Returns false when a row cannot be made feasible: the required constraints cannot all
  /// hold (an edit's errors always can take up a suggestion; a moved required constant may
  /// not).
  mutating func dualOptimize(_ objectives: [Int]) -> Bool {
    while var index = nextInfeasibleRow() {
      if isLazy(index) { index = resolveLazyRow(index) }
      guard let entering = dualEntering(index, objectives) else {
        infeasible.removeAll()
        return false
      }
      pivot(row: index, entering: entering, deferring: true)
    }
    return true
  }

  /// −1, 0 or 1: the sign of `symbol`'s reduced cost, read from the highest level down.
  func reducedCostSign(_ symbol: Int, _ objectives: [Int]) -> Double {
    for index in objectives {
      if let coefficient = rows[index].terms[symbol] { return coefficient < 0 ? -1 : 1 }
    }
    return 0
  }

  /// The entering symbol and the direction it moves (+1 up; −1 down, only for a user's
  /// variable, which is unrestricted).
  private mutating func nextEntering(
    _ objectives: [Int], _ heap: WritableKeyPath<Tableau, SymbolHeap>
  )
    -> (Int, Double)?
  {
    while let symbol = self[keyPath: heap].popMin() {
      if let direction = improvingDirection(symbol, objectives) { return (symbol, direction) }
    }
    return nil
  }

  private func improvingDirection(_ symbol: Int, _ objectives: [Int]) -> Double? {
    guard symbol < kinds.count, !isBasic(symbol), kinds[symbol] != .dummy else { return nil }
    let sign = reducedCostSign(symbol, objectives)
    if sign < 0 { return 1 }
    if sign > 0 && kinds[symbol] == .external { return -1 }
    return nil
  }

  /// The ratio test: the restricted row that first reaches zero as `symbol` moves.
  private func leavingRow(for symbol: Int, direction: Double) -> Int? {
    var best: Int?
    var bestRatio = Double.infinity
    var bestBasic = Int.max
    for index in columns[symbol].keys where isRestricted(index) {
      let row = rows[index]
      let rate = row.terms[symbol]! * direction
      // A basic dummy is pinned at zero: it limits the move either way.
      guard rate < 0 || kinds[row.basic] == .dummy else { continue }
      let ratio = max(row.constant, 0) / abs(rate)
      if ratio < bestRatio - epsilon || (ratio <= bestRatio + epsilon && row.basic < bestBasic) {
        best = index
        bestRatio = min(ratio, bestRatio)
        bestBasic = row.basic
      }
    }
    return best
  }

  /// The infeasible row with the smallest basic symbol, among the rows listed as possibly
  /// infeasible and the lazy rows (whose values move with the rows they refer to).
  private mutating func nextInfeasibleRow() -> Int? {
    var pending = infeasible
    lazyRows.forEachEntry { index, _ in pending.append(index) }
    pending.removeAll { !isRestricted($0) || value(ofRow: $0) >= -epsilon }
    guard
      let position = pending.indices.min(by: { rows[pending[$0]].basic < rows[pending[$1]].basic })
    else {
      infeasible = []
      return nil
    }
    let index = pending.remove(at: position)
    infeasible = pending
    return index
  }
}
