import CoreGraphics

extension UIViewController {
  /// The controller this one presents, if any.
  public var presentedViewController: UIViewController? { presentationState.presented }

  /// The controller that presented this one (or an ancestor of it), if any.
  public var presentingViewController: UIViewController? {
    presentationState.presenting ?? parent?.presentingViewController
  }

  /// How the controller is shown when presented. `.automatic` is a page sheet, as on iOS 13
  /// and later.
  public var modalPresentationStyle: UIModalPresentationStyle {
    get { presentationState.style }
    set { presentationState.style = newValue }
  }

  /// How the controller arrives when presented (stored; headless there is no animation).
  public var modalTransitionStyle: UIModalTransitionStyle {
    get { presentationState.transitionStyle }
    set { presentationState.transitionStyle = newValue }
  }

  /// Whether the sheet refuses to be dismissed interactively (stored).
  public var isModalInPresentation: Bool {
    get { presentationState.isModalInPresentation }
    set { presentationState.isModalInPresentation = newValue }
  }

  /// Whether a `.currentContext` presentation from a descendant covers this controller's view.
  public var definesPresentationContext: Bool {
    get { presentationState.definesPresentationContext }
    set { presentationState.definesPresentationContext = newValue }
  }

  /// The coordinator of the presentation or dismissal the controller (or else an ancestor)
  /// takes part in, while it runs; nil otherwise.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    presentationState.transition ?? parent?.transitionCoordinator
  }

  /// Shows `controller` over the presenter's screen, with the appearance calls in UIKit's
  /// order; the presenter disappears only when the presentation covers it (`.fullScreen`,
  /// `.currentContext`, or a custom presentation controller that removes the presenter's view),
  /// and then its view leaves the window until the dismissal begins, as on iOS.
  ///
  /// The controller's transitioning delegate is asked for a presentation controller (for
  /// `.custom`) and, when `animated`, for an animator and an interaction controller. The
  /// animator animates with a transition context (headless: its animations reach their end at
  /// once) and the presentation ends when it calls `completeTransition(_:)`: with false the
  /// controller is not presented. Without an animator the view goes where the presentation
  /// controller puts it, at once.
  func presentModally(
    _ controller: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let presenter = presentationContext()
    guard presenter.presentationState.presented == nil else {
      return Selector.warn(
        "Attempt to present \(type(of: controller)) on \(type(of: presenter)) which is already"
          + " presenting \(type(of: presenter.presentationState.presented!))")
    }
    guard let window = presenter.viewIfLoaded?.window else {
      return Selector.warn(
        "Attempt to present \(type(of: controller)) on \(type(of: presenter)) whose view is not"
          + " in the window hierarchy")
    }
    let delegate = controller.transitioningDelegate
    let custom =
      controller.modalPresentationStyle == .custom
      ? delegate?.presentationController(
        forPresented: controller, presenting: presenter, source: self) : nil
    if let custom { controller.presentationState.presentationController = custom }
    let presentation = controller.presentationController!
    let style =
      custom == nil ? controller.shownPresentationStyle(in: window.traitCollection) : .custom
    let covers =
      custom?.shouldRemovePresentersView ?? (style == .fullScreen || style == .currentContext)
    presenter.presentationState.presented = controller
    controller.presentationState.presenting = presenter
    controller.presentationState.coversPresenter = covers
    let container = PresentationContainer(
      style: style, window: window, presentationController: presentation)
    controller.presentationState.container = container
    window.addSubview(container)
    let animator =
      animated
      ? delegate?.animationController(
        forPresented: controller, presenting: presenter, source: self) : nil
    let presentedView = presentation.presentedView ?? controller.view!
    let presenterFrame = presenter.view.convert(presenter.view.bounds, to: container)
    let finalFrame = presentation.frameOfPresentedViewInContainerView
    let participants = ViewControllerTransition.Participants(
      from: presenter, to: controller, fromView: covers ? presenter.view : nil,
      toView: presentedView,
      initialFrames: [ObjectIdentifier(presenter): presenterFrame],
      finalFrames: [
        ObjectIdentifier(presenter): presenterFrame, ObjectIdentifier(controller): finalFrame,
      ])
    let transition = ViewControllerTransition(
      in: container, animated: animated, style: style, animator: animator,
      participants: participants,
      end: { completed in presenter.endPresentation(of: controller, completed: completed) },
      afterward: { completed in if completed { completion?() } })
    presenter.presentationState.transition = transition
    controller.presentationState.transition = transition
    controller.presentationState.isArriving = true
    presentation.presentationTransitionWillBegin()
    if covers { presenter.beginAppearanceTransition(false, animated: animated) }
    controller.beginAppearanceTransition(true, animated: animated)
    if animator == nil { container.host(presentedView, at: finalFrame) }
    transition.run(
      interactionController: animator.flatMap {
        delegate?.interactionControllerForPresentation(using: $0)
      })
  }

  /// Ends the presentation of `controller`: shown for good, or, when it was cancelled, taken
  /// away again with the appearance calls that undo the ones made.
  private func endPresentation(of controller: UIViewController, completed: Bool) {
    let presentation = controller.presentationController!
    let covers = controller.presentationState.coversPresenter
    if completed {
      controller.presentationState.container?.window?.runUpdateCycle()
      presentation.presentationTransitionDidEnd(true)
      if covers { endAppearanceTransition() }
      controller.endAppearanceTransition()
      if covers { takeViewOutOfWindow(coveredBy: controller) }
    } else {
      presentation.presentationTransitionDidEnd(false)
      // Disappeared before its view leaves the window, which then has nothing to tell it.
      controller.beginAppearanceTransition(false, animated: false)
      controller.endAppearanceTransition()
      controller.takeOutOfPresentation(by: self)
      if covers {
        beginAppearanceTransition(true, animated: false)
        endAppearanceTransition()
      }
    }
    presentationState.transition = nil
    controller.presentationState.transition = nil
    controller.presentationState.isArriving = nil
  }

  /// Takes away the controller this one presents, or this one from its presenter, through the
  /// presented controller's transitioning delegate as ``presentModally(_:animated:completion:)``
  /// does: with false from the animator, the dismissal is cancelled and the controller stays.
  func dismissModally(animated: Bool, completion: (() -> Void)?) {
    guard let presented = presentationState.presented else {
      guard let presenter = presentingViewController else {
        completion?()
        return
      }
      return presenter.dismissModally(animated: animated, completion: completion)
    }
    guard presented.presentationState.transition == nil else {
      return Selector.warn(
        "Attempt to dismiss \(type(of: presented)) while its presentation or dismissal is in"
          + " progress")
    }
    // A presented controller that presents another takes it away first, as UIKit does.
    if presented.presentationState.presented != nil {
      presented.dismissModally(animated: false, completion: nil)
    }
    let presentation = presented.presentationController!
    let covers = presented.presentationState.coversPresenter
    guard let container = presented.presentationState.container else { return }
    let animator =
      animated ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
    let presentedView = presentation.presentedView ?? presented.view!
    let presenterFrame = frameInContainer(container, coveredBy: presented)
    let participants = ViewControllerTransition.Participants(
      from: presented, to: self, fromView: presentedView, toView: covers ? view : nil,
      initialFrames: [
        ObjectIdentifier(presented): presentedView.frame, ObjectIdentifier(self): presenterFrame,
      ],
      finalFrames: [ObjectIdentifier(self): presenterFrame])
    let transition = ViewControllerTransition(
      in: container, animated: animated, style: presentation.presentationStyle,
      animator: animator, participants: participants,
      end: { [self] completed in endDismissal(of: presented, completed: completed) },
      afterward: { completed in if completed { completion?() } })
    presentationState.transition = transition
    presented.presentationState.transition = transition
    presented.presentationState.isArriving = false
    presentation.dismissalTransitionWillBegin()
    presented.beginAppearanceTransition(false, animated: animated)
    if covers {
      beginAppearanceTransition(true, animated: animated)
      putViewBack(coveredBy: presented)
    }
    transition.run(
      interactionController: animator.flatMap {
        presented.transitioningDelegate?.interactionControllerForDismissal(using: $0)
      })
  }

  /// Ends the dismissal of `presented`: gone for good, or, when it was cancelled, shown again
  /// with the appearance calls that undo the ones made.
  private func endDismissal(of presented: UIViewController, completed: Bool) {
    let presentation = presented.presentationController!
    let covers = presented.presentationState.coversPresenter
    if completed {
      presented.takeOutOfPresentation(by: self)
      presentation.dismissalTransitionDidEnd(true)
      presented.endAppearanceTransition()
      if covers { endAppearanceTransition() }
    } else {
      presentation.dismissalTransitionDidEnd(false)
      presented.beginAppearanceTransition(true, animated: false)
      presented.endAppearanceTransition()
      if covers {
        beginAppearanceTransition(false, animated: false)
        endAppearanceTransition()
        takeViewOutOfWindow(coveredBy: presented)
      }
    }
    presentationState.transition = nil
    presented.presentationState.transition = nil
    presented.presentationState.isArriving = nil
  }

  /// Removes the controller's container from the window and the links of the presentation.
  private func takeOutOfPresentation(by presenter: UIViewController) {
    presentationState.container?.removeFromSuperview()
    presentationState.container = nil
    presentationState.presenting = nil
    presenter.presentationState.presented = nil
  }

  /// The style the controller is shown in: its own, resolved; an alert controller's custom
  /// presentation shows over the presenter's screen without covering it, as UIKit's does.
  private func shownPresentationStyle(in traits: UITraitCollection) -> UIModalPresentationStyle {
    self is UIAlertController ? .overFullScreen : modalPresentationStyle.resolved(in: traits)
  }

  /// The controller a presentation from this one is made by: the nearest ancestor that
  /// defines a presentation context, else the root of the controller tree.
  private func presentationContext() -> UIViewController {
    var controller = self
    while let parent = controller.parent, !controller.definesPresentationContext {
      controller = parent
    }
    return controller
  }
}

extension UIModalPresentationStyle {
  /// The style UIKit shows: `.automatic` is a page sheet (iOS 13 and later), a popover adapts
  /// to a sheet (headless there is no anchor to point at), a custom style without a
  /// presentation controller covers the screen.
  func resolved(in traits: UITraitCollection) -> UIModalPresentationStyle {
    switch self {
    case .automatic, .popover: .pageSheet
    case .none, .custom: .fullScreen
    default: self
    }
  }
}
