import Foundation

extension UIView {
  /// The recognizers attached to the view; nil when there are none, as on iOS.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get {
      let list = GestureRecognizers.entry(of: self)?.list ?? []
      return list.isEmpty ? nil : list
    }
    set {
      for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer`, taking it from any view it was on.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    var entry = GestureRecognizers.entry(of: self) ?? .init(view: self)
    entry.list.append(gestureRecognizer)
    GestureRecognizers.attached[ObjectIdentifier(self)] = entry
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer`.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if var entry = GestureRecognizers.entry(of: self) {
      entry.list.removeAll { $0 === gestureRecognizer }
      GestureRecognizers.attached[ObjectIdentifier(self)] = entry.list.isEmpty ? nil : entry
    }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }
}

/// The recognizers of each view, kept beside the views: almost no view has one.
@MainActor
enum GestureRecognizers {
  struct Attached {
    weak var view: UIView?
    var list: [UIGestureRecognizer] = []
  }

  static var attached: [ObjectIdentifier: Attached] = [:] {
    didSet {
      // A view that is gone takes its recognizers with it.
      if attached.count > 64, attached.values.contains(where: { $0.view == nil }) {
        attached = attached.filter { $0.value.view != nil }
      }
    }
  }

  /// The entry of `view`. An entry left by a view that is gone is not the entry of a new view
  /// that happens to be allocated at the same address (and so has the same identifier).
  static func entry(of view: UIView) -> Attached? {
    guard let entry = attached[ObjectIdentifier(view)], entry.view === view else { return nil }
    return entry
  }
}
