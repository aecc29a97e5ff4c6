import CoreGraphics

/// Edge insets that follow the reading direction: leading and trailing instead of left and
/// right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets()
}

extension UIView {
  /// ``layoutMargins`` with leading and trailing for left and right, following the view's
  /// layout direction.
  var directionalMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .init(
          top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
        : .init(
          top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
      setExplicitLayoutMargins(
        UIEdgeInsets(
          top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
          bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing))
    }
  }

  /// The insets that keep content clear of what covers the view's edges (status bar, home
  /// indicator, a container's bars): the window's, carried down to the views they overlap,
  /// plus each view controller's `additionalSafeAreaInsets` and the bars its container shows
  /// over it.
  var resolvedSafeAreaInsets: UIEdgeInsets {
    var insets = inheritedSafeAreaInsets
    if let controller = owningViewController {
      for extra in [controller.additionalSafeAreaInsets, controller.containerSafeAreaInsets] {
        insets.top += extra.top
        insets.left += extra.left
        insets.bottom += extra.bottom
        insets.right += extra.right
      }
    }
    return insets
  }

  private var inheritedSafeAreaInsets: UIEdgeInsets {
    if let window = self as? UIWindow { return window.windowSafeAreaInsets }
    guard let superview else { return .zero }
    let parentInsets = superview.safeAreaInsets
    guard parentInsets != .zero else { return .zero }
    let safe = superview.bounds.inset(by: parentInsets)
    let mine = untransformedFrame
    return UIEdgeInsets(
      top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
      bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
  }

  /// The margins as they take effect: the explicit ones (at least the system minimum for a
  /// view controller's root view), plus the safe area when the view insets from it.
  ///
  /// Unset, they are 8 points a side, except on a controller's root view that respects the
  /// system minimum, whose margins "reflect the system minimum margins and safe area insets"
  /// (UIView.layoutMargins): the minimum alone, 0 at the top and bottom.
  var effectiveLayoutMargins: UIEdgeInsets {
    let respectsMinimum = owningViewController?.viewRespectsSystemMinimumLayoutMargins ?? false
    var margins =
      explicitMargins
      ?? (respectsMinimum ? .zero : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    if let controller = owningViewController, respectsMinimum {
      let minimum = controller.systemMinimumLayoutMargins
      margins.left = max(margins.left, minimum.leading)
      margins.right = max(margins.right, minimum.trailing)
      margins.top = max(margins.top, minimum.top)
      margins.bottom = max(margins.bottom, minimum.bottom)
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins = UIEdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left,
        bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }
    guard preservesSuperviewLayoutMargins, let reach = superviewMarginsReaching else {
      return margins
    }
    return UIEdgeInsets(
      top: max(margins.top, reach.top), left: max(margins.left, reach.left),
      bottom: max(margins.bottom, reach.bottom), right: max(margins.right, reach.right))
  }

  /// How far the superview's margins reach into this view on each side: a superview margin
  /// less the distance from this view's edge to the superview's. "The amount of the
  /// adjustment is the smallest amount needed to ensure that content is also inside the
  /// superview's margins" (preservesSuperviewLayoutMargins).
  private var superviewMarginsReaching: UIEdgeInsets? {
    guard let superview else { return nil }
    let outer = superview.layoutMargins
    let bounds = superview.bounds
    let frame = untransformedFrame
    return UIEdgeInsets(
      top: outer.top - (frame.minY - bounds.minY), left: outer.left - (frame.minX - bounds.minX),
      bottom: outer.bottom - (bounds.maxY - frame.maxY),
      right: outer.right - (bounds.maxX - frame.maxX))
  }

  func setExplicitLayoutMargins(_ margins: UIEdgeInsets) {
    guard margins != explicitMargins else { return }
    explicitMargins = margins
    layoutMarginsDidChangeInternally()
  }

  /// Margins changed: the margin guides and the constraints that read margins follow.
  func layoutMarginsDidChangeInternally() {
    marginsDidChangeForEngine()
    lastLayoutMargins = layoutMargins
    layoutMarginsDidChange()
    owningViewController?.viewLayoutMarginsDidChange()
    setNeedsLayout()
  }

  /// Called for each view a layout pass reaches: when the safe area or the margins moved with
  /// the view's frame (in a window with insets, or preserving its superview's margins), guides
  /// and constraints follow and the view hears about it.
  func updateSafeAreaAndMargins() {
    let insets = safeAreaInsets
    let margins = layoutMargins
    let safeAreaChanged = insets != lastSafeAreaInsets
    // The first margins a view is laid out with are not a change.
    let marginsChanged = lastLayoutMargins.map { $0 != margins } ?? false
    guard safeAreaChanged || margins != lastLayoutMargins else { return }
    lastSafeAreaInsets = insets
    lastLayoutMargins = margins
    marginsDidChangeForEngine()
    if let engine = engineIfBuilt, engine.hasPendingChanges { engine.sync() }
    if safeAreaChanged {
      safeAreaInsetsDidChange()
      owningViewController?.viewSafeAreaInsetsDidChange()
    }
    if marginsChanged {
      layoutMarginsDidChange()
      owningViewController?.viewLayoutMarginsDidChange()
    }
  }

  private func marginsDidChangeForEngine() {
    guard let engine = engineIfBuilt else { return }
    engine.itemDidChange(self)
    for guide in layoutGuideStorage { engine.itemDidChange(guide) }
  }
}
