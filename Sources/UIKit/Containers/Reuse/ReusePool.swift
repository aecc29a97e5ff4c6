/// Views kept for reuse by identifier, and the classes that make new ones: what table and
/// collection views dequeue from.
@MainActor
struct ReusePool<View: UIView> {
  private var makers: [String: (String) -> View] = [:]
  private var idle: [String: [View]] = [:]
  /// Readies a view that is taken again (its `prepareForReuse`).
  private let prepare: (View) -> Void

  init(prepare: @escaping (View) -> Void) { self.prepare = prepare }

  /// Makes views for `identifier` with `maker` from now on; nil forgets the identifier.
  mutating func register(_ identifier: String, maker: ((String) -> View)?) {
    makers[identifier] = maker
  }

  func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

  /// A view that was given back, prepared for reuse, else a new one; nil when there is none
  /// and no class is registered.
  mutating func dequeue(_ identifier: String) -> View? {
    if let view = idle[identifier]?.popLast() {
      prepare(view)
      return view
    }
    return makers[identifier]?(identifier)
  }

  /// Takes `view` out of its superview and keeps it for reuse under `identifier`.
  mutating func enqueue(_ view: View, identifier: String?) {
    view.removeFromSuperview()
    guard let identifier else { return }
    idle[identifier, default: []].append(view)
  }
}
