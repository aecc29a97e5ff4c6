/// A registration for trait changes, to give back to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// Views and view controllers: objects whose trait changes can be registered for (iOS 17).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
  /// Stops calling a registration's handler or action.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One `registerForTraitChanges` call: the traits it watches and what it calls.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
  let traits: Set<String>
  let call: (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], call: @escaping (AnyObject, UITraitCollection) -> Void) {
    self.traits = Set(traits.map { $0.identifier })
    self.call = call
  }
}

/// The registrations of one view or controller, and their calls when its traits change.
@MainActor
struct TraitChangeRegistrations {
  private(set) var all: [TraitChangeRegistration] = []

  mutating func add(_ registration: TraitChangeRegistration) { all.append(registration) }

  mutating func remove(_ registration: any UITraitChangeRegistration) {
    all.removeAll { $0 === registration }
  }

  /// Calls the registrations that watch a trait that differs from `previous`.
  func traitsChanged(of object: AnyObject, current: UITraitCollection, previous: UITraitCollection)
  {
    guard !all.isEmpty else { return }
    let changed = current.changedTraits(from: previous)
    for registration in all where !registration.traits.isDisjoint(with: changed) {
      registration.call(object, previous)
    }
  }
}

extension UITraitChangeObservable {
  /// Calls `handler` with the object and its previous traits whenever one of `traits`
  /// changes, after `traitCollectionDidChange(_:)`.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], handler: @escaping @MainActor (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { object, previous in
      if let object = object as? Self { handler(object, previous) }
    }
    addTraitRegistration(registration)
    return registration
  }

  /// Sends `action` to `target` (with the object as the sender) whenever one of `traits`
  /// changes.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], target: Any, action: Selector
  ) -> any UITraitChangeRegistration {
    let target = target as AnyObject
    let registration = TraitChangeRegistration(traits: traits) { [weak target] object, previous in
      if let target { _ = action.method?(target, object, nil) }
    }
    addTraitRegistration(registration)
    return registration
  }

  /// Sends `action` to the object itself whenever one of `traits` changes.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector)
    -> any UITraitChangeRegistration
  {
    registerForTraitChanges(traits, target: self, action: action)
  }

  private func addTraitRegistration(_ registration: TraitChangeRegistration) {
    if let view = self as? UIView {
      view.traitRegistrations.add(registration)
    } else if let controller = self as? UIViewController {
      controller.traitRegistrations.add(registration)
    }
  }
}

extension UIView: UITraitChangeObservable {
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitRegistrations.remove(registration)
  }
}

extension UIViewController: UITraitChangeObservable {
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitRegistrations.remove(registration)
  }
}
