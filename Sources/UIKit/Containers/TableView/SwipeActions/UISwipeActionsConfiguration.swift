import Foundation

/// The actions shown when a person swipes a table row one way, in order from the row's edge
/// inwards, which a table view delegate gives in
/// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` and
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, in the order they were given.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action. True by default.
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`; an empty list shows no actions.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
