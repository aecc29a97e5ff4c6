import Foundation

/// An action a person can take from an alert or action sheet: the title of its button, how
/// the button is styled, and the handler that runs when the button is tapped.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How an action's button is styled.
  public enum Style: Int, Sendable {
    /// The default style: the title in the tint colour.
    case `default` = 0
    /// An action that cancels the operation and leaves things unchanged: in an alert its title
    /// is bold, and it goes first of two side-by-side buttons or last of stacked ones; in an
    /// action sheet it stands apart in its own panel. A controller has one at most.
    case cancel = 1
    /// An action that might change or delete data: its title is red.
    case destructive = 2
  }

  /// The title of the action's button.
  public let title: String?
  /// How the action's button is styled.
  public let style: Style
  /// Runs when the action's button is tapped, after the controller is dismissed.
  let handler: ((UIAlertAction) -> Void)?

  /// The button that shows this action, once the controller has laid out its view.
  weak var button: AlertActionButton?

  /// Whether the action can be taken. True by default; a disabled action's button is dimmed
  /// and taps on it have no effect.
  open var isEnabled = true {
    didSet { button?.isEnabled = isEnabled }
  }

  /// An action with `title`, `style` and a `handler` that runs when its button is tapped.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
