import Foundation

/// An action shown when a person swipes a table row: its title, image, colour, and the handler
/// that runs when it is chosen. A table view delegate groups them in a
/// ``UISwipeActionsConfiguration``.
///
/// Divergence: there are no swipes headless, so no action button is shown and the handler runs
/// only when code calls it.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// How an action's button looks.
  public enum Style: Int, Sendable {
    /// A standard action: a grey button.
    case normal = 0
    /// An action that deletes data: a red button.
    case destructive = 1
  }

  /// What runs when the action is chosen: the action, the view it was shown in, and a handler to
  /// call with whether the action was performed.
  public typealias Handler =
    @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) ->
    Void

  /// How the action's button looks.
  public let style: Style
  /// What runs when the action is chosen.
  public let handler: Handler
  /// The title of the action's button.
  open var title: String?
  /// The image of the action's button; shown instead of the title when both are set.
  open var image: UIImage?

  private var assignedBackgroundColor: UIColor?

  /// The colour of the action's button. Unless set, the colour its style gives: red for a
  /// destructive action, grey for a normal one. Setting nil brings that colour back.
  open var backgroundColor: UIColor! {
    get { assignedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { assignedBackgroundColor = newValue }
  }

  /// An action with `style`, `title`, and the `handler` that runs when it is chosen.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}
