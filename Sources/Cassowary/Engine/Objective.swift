/// The objective: one row per non-required priority, compared from the highest down.
extension Engine {
  /// Adds `factor × symbol` to the objective at `priority`; a basic symbol is replaced by its
  /// row, since objective rows mention only parametric symbols.
  mutating func addToObjective(_ symbol: Int, times factor: Double, priority: Double) {
    let index = objectiveRow(for: priority)
    if tableau.isBasic(symbol) {
      tableau.add(tableau.rows[tableau.rowOf[symbol]], times: factor, to: index)
    } else {
      tableau.add(factor, of: symbol, to: index)
    }
  }

  private mutating func objectiveRow(for priority: Double) -> Int {
    if let level = levels.first(where: { $0.priority == priority }) { return level.row }
    let index = tableau.insert(Row(basic: Row.objective))
    levels.append((priority, index))
    levels.sort { $0.priority > $1.priority }
    objectiveRows = levels.map(\.row)
    return index
  }
}
