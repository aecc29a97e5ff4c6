import Foundation

/// The closure that makes a context menu's menu from the actions the system suggests.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// The closure that makes the view controller a context menu previews; nil for the default.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its menu and preview, made by closures when it is shown.
///
/// Divergence: context menus are never presented headless; ``menu(suggestedActions:)`` and
/// ``previewViewController()`` (Offscreen's own) run the closures as showing the menu would,
/// so a test can check what a long press would offer.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// The order of a context menu's elements.
  public enum ElementOrder: Int, Sendable {
    case automatic, priority, fixed
  }

  /// The configuration's identifier: a new unique one unless given.
  public let identifier: any NSCopying
  /// The order the menu's elements are shown in. `.automatic` by default.
  open var preferredMenuElementOrder = ElementOrder.automatic
  /// The identifiers of the other items (in a collection view) the menu acts on.
  open var secondaryItemIdentifiers: Set<AnyHashable> = []
  /// The number shown on a badge over the preview of several items; 0 for none.
  open var badgeCount = 0

  private let previewProvider: UIContextMenuContentPreviewProvider?
  private let actionProvider: UIContextMenuActionProvider?

  /// A configuration whose menu `actionProvider` makes and whose preview `previewProvider`
  /// makes. A nil `identifier` gives it a new unique one.
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? NSUUID()
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  /// The menu the action provider makes from `suggestedActions`; nil without a provider (the
  /// menu then shows the suggested actions alone).
  public func menu(suggestedActions: [UIMenuElement] = []) -> UIMenu? {
    actionProvider?(suggestedActions)
  }

  /// The view controller the preview provider makes; nil without one (the menu then previews
  /// the interaction's view).
  public func previewViewController() -> UIViewController? {
    previewProvider?()
  }
}
