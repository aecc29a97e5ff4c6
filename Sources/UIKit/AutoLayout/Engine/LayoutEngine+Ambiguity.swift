import Cassowary

extension LayoutEngine {
  /// Whether one of `view`'s variables can move without any constraint becoming less
  /// satisfied: pulled weakest-of-all one point either way, it moves.
  func isAmbiguous(_ view: UIView) -> Bool {
    guard let state = items[ObjectIdentifier(view)] else { return false }
    for variable in [state.left, state.top, state.width, state.height] {
      let value = solver.value(of: variable)
      for nudge in [1.0, -1.0] {
        guard (try? solver.addEditVariable(variable, strength: Strength(1))) != nil else {
          continue
        }
        try? solver.suggestValue(value + nudge, for: variable)
        let moved = abs(solver.value(of: variable) - value) > 1e-6
        try? solver.removeEditVariable(variable)
        if moved { return true }
      }
    }
    return false
  }
}
