import Foundation

/// An interaction that shows a context menu for its view on a long press, asking its delegate
/// for the menu's configuration.
///
/// Divergence: context menus are never presented headless, and no long press opens one. The
/// interaction is kept by its view with its delegate, and ``configuration(at:)`` (Offscreen's
/// own) asks the delegate what iOS asks when a long press begins at a point, so a test can
/// check the menu a view offers (``UIContextMenuConfiguration/menu(suggestedActions:)``).
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// The look of a context menu that is showing.
  public enum Appearance: Int, Sendable {
    /// No menu is showing.
    case unknown
    /// A menu with a preview.
    case rich
    /// A menu alone.
    case compact
  }

  /// The object asked for the menu's configuration.
  open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view the interaction is added to.
  public private(set) weak var view: UIView?
  /// Where, in the view, the configuration was last asked for.
  private var location = CGPoint.zero

  /// Creates an interaction that asks `delegate`.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  open func willMove(to view: UIView?) {}

  open func didMove(to view: UIView?) { self.view = view }

  /// The look of the menu showing: `.unknown`, since none ever shows headless.
  open var menuAppearance: Appearance { .unknown }

  /// Where the interaction is, in `view`'s coordinates (in the interaction's view's for nil):
  /// the point the configuration was last asked for.
  open func location(in view: UIView?) -> CGPoint {
    guard let view, let own = self.view else { return location }
    return own.convert(location, to: view)
  }

  /// Changes the menu showing; none ever shows headless, so `block` is not called.
  open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}

  /// Dismisses the menu showing; none ever shows headless.
  open func dismissMenu() {}

  /// The configuration the delegate gives for a long press at `location`, in the view's
  /// coordinates; nil when the interaction is in no view or the delegate gives none.
  public func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
    guard view != nil, let delegate else { return nil }
    self.location = location
    return delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
  }
}
