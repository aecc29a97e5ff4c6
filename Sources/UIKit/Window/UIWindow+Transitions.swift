import CoreGraphics

extension UIWindow {
  /// Changes the window's size with `apply`, telling its controllers first, as UIKit does when
  /// a window resizes (a rotation, a split screen, a snapshot host resizing): the root view
  /// controller hears `viewWillTransition(to:with:)` (and passes it to its children), then each
  /// presentation controller (which passes it to its presented controller), while the views
  /// still have their old size; after the change, the animations they queued on the
  /// coordinator run, then its completions. The new layout follows in the update cycle.
  func transitionSize(to size: CGSize, _ apply: () -> Void) {
    guard size != bounds.size, let root = rootViewController else { return apply() }
    let transition = environmentTransition()
    root.viewWillTransition(to: size, with: transition)
    for presentation in presentationControllers {
      presentation.viewWillTransition(to: size, with: transition)
    }
    apply()
    transition.completeTransition(true)
  }

  /// Changes the window's traits to `traits` with `apply`; when the size classes change, the
  /// root view controller and the presentation controllers hear
  /// `willTransition(to:with:)` first, as ``transitionSize(to:_:)`` tells them of a size.
  func transitionTraits(to traits: UITraitCollection, _ apply: () -> Void) {
    let current = traitCollection
    guard let root = rootViewController,
      traits.horizontalSizeClass != current.horizontalSizeClass
        || traits.verticalSizeClass != current.verticalSizeClass
    else { return apply() }
    let transition = environmentTransition()
    root.willTransition(
      to: UITraitCollection(traitsFrom: [traits, root.traitOverrideCollection]), with: transition)
    for presentation in presentationControllers {
      presentation.willTransition(to: traits, with: transition)
    }
    apply()
    transition.completeTransition(true)
  }

  /// A transition of the window's size or traits: in the window, not animated headless.
  private func environmentTransition() -> ViewControllerTransition {
    ViewControllerTransition(
      in: self, animated: false, style: .none, animator: nil,
      participants: ViewControllerTransition.Participants()
    ) { _ in }
  }

  /// The presentation controllers of the controllers presented in the window, in order.
  private var presentationControllers: [UIPresentationController] {
    subviews.compactMap { ($0 as? PresentationContainer)?.presentationController }
  }
}
