import Foundation

extension UIView {
  /// The recognizers attached to the view; nil when there are none, as on iOS.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get {
      let list = GestureRecognizers.attached[ObjectIdentifier(self)]?.list ?? []
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
    GestureRecognizers.attached[ObjectIdentifier(self), default: .init(view: self)].list.append(
      gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer`.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    let key = ObjectIdentifier(self)
    GestureRecognizers.attached[key]?.list.removeAll { $0 === gestureRecognizer }
    if GestureRecognizers.attached[key]?.list.isEmpty == true {
      GestureRecognizers.attached[key] = nil
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
}
