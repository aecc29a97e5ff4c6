import CoreGraphics

/// A layout guide that follows something on screen and can switch constraints as it nears or
/// leaves the edges of its view.
///
/// Divergence: the constraints given for edges are kept but never switched: headless, a
/// tracking guide does not move.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
  private(set) var nearEdgeConstraints: [(NSDirectionalRectEdge, [NSLayoutConstraint])] = []
  private(set) var awayFromEdgeConstraints: [(NSDirectionalRectEdge, [NSLayoutConstraint])] = []

  /// Constraints to activate when the guide is near `edge` of its view.
  open func setConstraints(
    _ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
  ) {
    nearEdgeConstraints.append((edge, constraints))
  }

  /// Constraints to activate when the guide is away from `edge` of its view.
  open func setConstraints(
    _ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
  ) {
    awayFromEdgeConstraints.append((edge, constraints))
  }
}

/// The space the keyboard takes up in a view (`view.keyboardLayoutGuide`): constrain content
/// to its top to keep it above the keyboard.
///
/// Divergence: no keyboard shows headless, so the guide is the one iOS gives while the
/// keyboard is offscreen: along the bottom edge of its view, as tall as the view's bottom
/// safe-area inset (0 tall when ``usesBottomSafeArea`` is false), full width.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows a floating or undocked keyboard.
  open var followsUndockedKeyboard = false
  /// Whether the guide's top is the safe area's bottom while the keyboard is offscreen.
  open var usesBottomSafeArea = true {
    didSet { owningView?.invalidateEngine() }
  }
  /// The distance above the keyboard at which a drag dismisses it.
  open var keyboardDismissPadding: CGFloat = 0

  init(owner: UIView) {
    super.init(role: .keyboard, owner: owner, identifier: "UIViewKeyboardLayoutGuide")
  }
}
