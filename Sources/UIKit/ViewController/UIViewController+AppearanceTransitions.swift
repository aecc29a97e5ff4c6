extension UIViewController {
  /// Tells the controller its view is about to appear (`isAppearing`) or disappear: it hears
  /// `viewWillAppear(_:)` or `viewWillDisappear(_:)` now, and the matching `did` call at
  /// ``endAppearanceTransition()``, each passed on to the children it shows. A container whose
  /// ``shouldAutomaticallyForwardAppearanceMethods`` is false drives its children so. A call
  /// that repeats the transition in progress does nothing; one made when the controller has
  /// already appeared (or disappeared) starts the transition again and its calls come again,
  /// as on iOS, where swift-snapshot-testing's host shows a controller that the window has
  /// just shown with another begin and end, and the controller hears each call twice.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (appearance, isAppearing) {
    case (.disappeared, true), (.disappearing, true), (.appeared, true):
      appearance = .appearing
      viewWillAppear(animated)
    case (.appeared, false), (.appearing, false), (.disappeared, false):
      appearance = .disappearing
      viewWillDisappear(animated)
    case (.appearing, true), (.disappearing, false): return
    }
    for child in shownChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began: the controller hears
  /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
  public func endAppearanceTransition() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(false)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(false)
    case .appeared, .disappeared: return
    }
    for child in shownChildren { child.endAppearanceTransition() }
  }

  /// The children that hear this controller's appearance calls after it, as UIKit forwards
  /// them when ``shouldAutomaticallyForwardAppearanceMethods`` is true: those whose views are
  /// in this controller's view (a navigation controller's top controller, a tab bar
  /// controller's selected one).
  private var shownChildren: [UIViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: view) ?? false }
  }

  /// Whether the controller is being added to a parent. Headless there are no transitions to
  /// be in the middle of, so it is false outside them, as on iOS.
  public var isMovingToParent: Bool { false }
  /// Whether the controller is being removed from its parent; false, as for
  /// ``isMovingToParent``.
  public var isMovingFromParent: Bool { false }
  /// Whether the controller is being presented: true from the start of its presentation
  /// until it ends, its `viewWillAppear` and `viewDidAppear` included.
  public var isBeingPresented: Bool { presentationState.isArriving == true }
  /// Whether the controller is being dismissed: true from the start of its dismissal until it
  /// ends, its `viewWillDisappear` and `viewDidDisappear` included.
  public var isBeingDismissed: Bool { presentationState.isArriving == false }
}
