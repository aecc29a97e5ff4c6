import Foundation

/// An action shown when a person swipes a table row horizontally (iOS 8 to 13, replaced by
/// ``UIContextualAction``), given by a table view delegate's
/// `tableView(_:editActionsForRowAt:)`.
///
/// Divergence: there are no swipes headless, so no action button is shown and the handler runs
/// only when code calls it.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
  /// How an action's button looks.
  public enum Style: Int, Sendable {
    /// The default style: a red button, as for a destructive action.
    case `default` = 0
    /// A standard non-destructive action: a grey button.
    case normal = 1
    /// Equal to the default style.
    public static var destructive: Style { .default }
  }

  /// How the action's button looks.
  public let style: Style
  /// What runs when the action is chosen: the action and the index path of its row.
  let handler: @MainActor (UITableViewRowAction, IndexPath) -> Void
  /// The title of the action's button.
  open var title: String?

  private var assignedBackgroundColor: UIColor?

  /// The colour of the action's button. Unless set, the colour its style gives: red for the
  /// default (destructive) style, grey for a normal one.
  open var backgroundColor: UIColor? {
    get { assignedBackgroundColor ?? (style == .default ? .systemRed : .systemGray) }
    set { assignedBackgroundColor = newValue }
  }

  /// An action with `style`, `title`, and the `handler` that runs when it is chosen.
  public init(
    style: Style, title: String?,
    handler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void
  ) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}
