import Foundation

/// An action VoiceOver offers on an element besides activating it.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
  /// The action's name, as VoiceOver speaks it.
  open var name: String
  /// An image for the action.
  open var image: UIImage?
  /// The object the selector is sent to.
  open weak var target: AnyObject?
  /// The method called with the action.
  open var selector: Selector?
  /// The closure called instead of a selector; it says whether the action succeeded.
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  /// An action that sends `selector` to `target`.
  public init(name: String, target: Any?, selector: Selector) {
    self.name = name
    self.target = target as AnyObject?
    self.selector = selector
  }

  /// An action that runs `actionHandler`.
  public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// An action with an image that runs `actionHandler`.
  public convenience init(
    name: String, image: UIImage?,
    actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
  ) {
    self.init(name: name, actionHandler: actionHandler)
    self.image = image
  }

  /// Performs the action as VoiceOver would: the handler, or the selector with the action as
  /// its argument. Offscreen's, for tests.
  @discardableResult
  public func perform() -> Bool {
    if let actionHandler { return actionHandler(self) }
    guard let target, let method = selector?.method else { return false }
    return method(target, self, nil)
  }
}
