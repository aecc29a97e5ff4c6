import Foundation

extension UIControl {
  /// Registers `action` to be called on `target` for `controlEvents`. With a nil target the
  /// action goes up the responder chain from the control to the first object of the action
  /// method's class. The control holds the target weakly. Adding the same target and action
  /// again adds the events to the ones it has.
  ///
  /// The target must be an instance of a class; a value type is ignored with a warning.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    if let target, RegisteredTarget.object(of: target) == nil {
      return Selector.warn("addTarget ignores \(target): a target must be a class instance")
    }
    pruneReleasedTargets()
    let existing = eventHandlers.firstIndex { handler in
      guard case .target(let registered, let registeredAction) = handler.kind else { return false }
      return registeredAction == action && registered.isTarget(target)
    }
    if let existing {
      eventHandlers[existing].events.formUnion(controlEvents)
    } else {
      let kind = EventHandler.Kind.target(RegisteredTarget(target), action)
      eventHandlers.append(EventHandler(kind: kind, events: controlEvents))
    }
  }

  /// Stops calling `action` on `target` for `controlEvents`. A nil target matches every
  /// target, a nil action every action of the target.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    pruneReleasedTargets()
    removeEvents(controlEvents) { kind in
      guard case .target(let registered, let registeredAction) = kind else { return false }
      return (target == nil || registered.isTarget(target))
        && (action == nil || registeredAction == action)
    }
  }

  /// The distinct targets of the control's target-action registrations; `NSNull` stands for
  /// a nil target. Divergence: a target that is not `Hashable` is given by its
  /// `ObjectIdentifier` (views and view controllers are hashable).
  public var allTargets: Set<AnyHashable> {
    pruneReleasedTargets()
    var targets = Set<AnyHashable>()
    for handler in eventHandlers {
      guard case .target(let registered, _) = handler.kind else { continue }
      if let object = registered.object {
        targets.insert((object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object)))
      } else {
        targets.insert(AnyHashable(NSNull()))
      }
    }
    return targets
  }

  /// Every event that has a target and action or a `UIAction`.
  public var allControlEvents: Event {
    pruneReleasedTargets()
    return eventHandlers.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// The names of the actions registered on `target` (nil: the nil target) for
  /// `controlEvent`, or nil when there are none.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    pruneReleasedTargets()
    let names = eventHandlers.compactMap { handler -> String? in
      guard case .target(let registered, let action) = handler.kind,
        registered.isTarget(target), !handler.events.isDisjoint(with: controlEvent)
      else { return nil }
      return action.description
    }
    return names.isEmpty ? nil : names
  }

  /// Registers `action` for `controlEvents`. Actions are told apart by their identifier: an
  /// action with the identifier of one already added replaces it, keeping its events too.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    let existing = eventHandlers.firstIndex { handler in
      guard case .action(let registered) = handler.kind else { return false }
      return registered.identifier == action.identifier
    }
    if let existing {
      eventHandlers[existing].kind = .action(action)
      eventHandlers[existing].events.formUnion(controlEvents)
    } else {
      eventHandlers.append(EventHandler(kind: .action(action), events: controlEvents))
    }
  }

  /// Stops running `action` (or the action with its identifier) for `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action with `actionIdentifier` for `controlEvents`.
  public func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    removeEvents(controlEvents) { kind in
      guard case .action(let registered) = kind else { return false }
      return registered.identifier == actionIdentifier
    }
  }

  /// Calls `iterator` with each registration: the action, or the target and selector, with
  /// its events. Setting the last argument's pointee to true stops.
  public func enumerateEventHandlers(
    _ iterator: (UIAction?, (Any?, Selector)?, Event, UnsafeMutablePointer<Bool>) -> Void
  ) {
    pruneReleasedTargets()
    var stop = false
    for handler in eventHandlers {
      switch handler.kind {
      case .action(let action): iterator(action, nil, handler.events, &stop)
      case .target(let target, let selector):
        iterator(nil, (target.object, selector), handler.events, &stop)
      }
      if stop { return }
    }
  }

  /// Calls `action` on `target` or, when nil, on the first responder up the chain from the
  /// control that the action method belongs to; warns when nothing could be called.
  func deliver(_ action: Selector, to target: Any?, event: UIEvent?) {
    guard let method = action.method else {
      return Selector.warn(
        "Selector(\"\(action)\") cannot be called: Swift on Linux cannot call a method by name;"
          + " make the selector from the method, as Selector(MyClass.method)")
    }
    if let target {
      if let object = RegisteredTarget.object(of: target), method(object, self, event) { return }
      return Selector.warn(
        "the \(action) cannot be called on \(target), an object of another class")
    }
    var responder: UIResponder? = self
    while let candidate = responder {
      if method(candidate, self, event) { return }
      responder = candidate.next
    }
    Selector.warn("no responder up the chain from \(type(of: self)) handles the \(action)")
  }

  /// Takes `controlEvents` away from the registrations `matches` picks, dropping those left
  /// with no event.
  private func removeEvents(_ controlEvents: Event, where matches: (EventHandler.Kind) -> Bool) {
    for index in eventHandlers.indices where matches(eventHandlers[index].kind) {
      eventHandlers[index].events.subtract(controlEvents)
    }
    eventHandlers.removeAll { $0.events.isEmpty }
  }

  /// Drops the registrations whose target was released.
  func pruneReleasedTargets() {
    eventHandlers.removeAll { handler in
      guard case .target(let target, _) = handler.kind else { return false }
      return target.isReleased
    }
  }
}
