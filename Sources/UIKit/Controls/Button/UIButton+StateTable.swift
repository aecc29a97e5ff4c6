extension UIButton {
  /// Values kept per control state, read with UIKit's fallback: the state's own value, else
  /// the `.normal` one.
  struct StateTable<Value> {
    private var values: [UInt: Value] = [:]

    subscript(state: State) -> Value? {
      get { values[state.rawValue] }
      set { values[state.rawValue] = newValue }
    }

    /// The value for `state`, or the `.normal` value when `state` has none.
    func resolved(for state: State) -> Value? {
      values[state.rawValue] ?? values[State.normal.rawValue]
    }
  }
}
