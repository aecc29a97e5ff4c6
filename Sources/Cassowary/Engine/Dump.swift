/// The tableau as text, for debugging and for tests that explain themselves.
extension Engine {
  mutating func dump() -> String {
    tableau.expandLazyRows()
    let values = currentValues()
    var lines: [String] = []
    for (priority, index) in levels {
      lines.append("objective @\(Strength(priority)): \(describe(tableau.rows[index]))")
    }
    lines.append("rows:")
    let basicRows = tableau.rows.indices.filter { tableau.rows[$0].basic >= 0 }
      .sorted { tableau.rows[$0].basic < tableau.rows[$1].basic }
    for index in basicRows {
      let row = tableau.rows[index]
      lines.append("  \(name(row.basic)) = \(describe(row))")
    }
    lines.append("values:")
    for (symbol, variable) in variableOf.enumerated() {
      if let variable { lines.append("  \(variable) = \(values[symbol])") }
    }
    if !edits.isEmpty {
      lines.append("edit variables:")
      for (variable, edit) in edits.sorted(by: { $0.key.id < $1.key.id }) {
        lines.append("  \(variable) suggested \(edit.constant) @\(edit.constraint.strength)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func describe(_ row: Row) -> String {
    var text = "\(row.constant)"
    for (symbol, coefficient) in row.terms.sorted(by: { $0.key < $1.key }) {
      text += coefficient < 0 ? " - " : " + "
      text += "\(abs(coefficient))*\(name(symbol))"
    }
    return text
  }

  /// A user variable's name; `s7`, `e7`, `d7` for slack, error and dummy symbol 7.
  private func name(_ symbol: Int) -> String {
    switch tableau.kinds[symbol] {
    case .external: variableOf[symbol]?.description ?? "x\(symbol)"
    case .slack: "s\(symbol)"
    case .error: "e\(symbol)"
    case .dummy: "d\(symbol)"
    }
  }
}
