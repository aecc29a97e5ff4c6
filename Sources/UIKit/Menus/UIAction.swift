import Foundation

/// The closure a ``UIAction`` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title and image that runs a closure: a control's action
/// (``UIControl/addAction(_:for:)``), a button's primary action, a menu's item.
///
/// Divergence: handlers run only when code sends the action (there is no touch headless).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// The name that identifies an action: actions added to a control with the same identifier
  /// replace each other.
  public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral rawValue: String) { self.rawValue = rawValue }
  }

  /// The image shown when the action's ``state`` is `.on`.
  open var selectedImage: UIImage?
  /// The action's identifier: a new unique one unless given.
  public let identifier: Identifier
  /// The title shown in the discoverability HUD on iPad.
  open var discoverabilityTitle: String?
  /// How the action is shown in a menu.
  open var attributes: Attributes
  /// Whether the action shows a checkmark in a menu.
  open var state: State
  /// The object that sent the action while its handler runs (the control), else nil.
  open internal(set) var sender: Any?
  let handler: UIActionHandler

  /// Creates an action that runs `handler` with the given title, image and identifier (a new
  /// unique identifier when nil).
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    selectedImage: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler
  ) {
    self.selectedImage = selectedImage
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Runs the handler with ``sender`` set to `sender` for the time of the call.
  func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
