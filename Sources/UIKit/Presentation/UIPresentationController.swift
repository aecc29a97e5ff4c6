import CoreGraphics

/// The object that manages a presented controller's presentation: where its view goes, and
/// the delegate that hears about interactive dismissal. Every controller has one from first
/// use of `presentationController`, for the style it is presented in.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
  /// The controller being presented.
  public unowned let presentedViewController: UIViewController
  private weak var presentingStorage: UIViewController?

  /// The delegate that chooses adaptive styles and hears interactive dismissal.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// A presentation controller for `presentedViewController`, presented by
  /// `presentingViewController`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    presentingStorage = presentingViewController
    super.init()
  }

  /// The controller the presentation is made from: the one given, or the presented
  /// controller's presenter once it is presented (the presented controller itself before).
  open var presentingViewController: UIViewController {
    presentingStorage ?? presentedViewController.presentingViewController
      ?? presentedViewController
  }

  /// The style of the presentation.
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  /// The view the presentation happens in, while the controller is presented.
  open var containerView: UIView? { presentedViewController.presentationState.container }

  /// The presented controller's view.
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }

  /// Where the presented view sits in the container view: where the style puts it (the whole
  /// container for full-screen and custom styles). A custom presentation controller overrides
  /// it to place the presented view elsewhere.
  open var frameOfPresentedViewInContainerView: CGRect {
    (containerView as? PresentationContainer)?.presentedFrame ?? containerView?.bounds ?? .zero
  }

  /// Whether the presenter's view leaves the screen: only for styles that cover it.
  open var shouldRemovePresentersView: Bool {
    presentationStyle == .fullScreen || presentationStyle == .currentContext
  }

  // MARK: The transitions, for subclasses to override

  /// Called when the presentation begins, before the animator runs: the place to add views of
  /// the presentation's own (a dimming view) to the container view. Does nothing by default.
  open func presentationTransitionWillBegin() {}
  /// Called when the presentation ended; `completed` is false when it was cancelled. Does
  /// nothing by default.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called when the dismissal begins, before the animator runs. Does nothing by default.
  open func dismissalTransitionWillBegin() {}
  /// Called when the dismissal ended; `completed` is false when it was cancelled (the
  /// presented controller stays). Does nothing by default.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Called before the container view lays out its subviews. Does nothing by default.
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container view laid out its subviews. Does nothing by default.
  open func containerViewDidLayoutSubviews() {}

  // MARK: Content container

  /// The presented controller's preferred content size.
  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

  /// Called before the container view changes to `size`: passes the change on to the
  /// presented controller, with the size
  /// ``size(forChildContentContainer:withParentContainerSize:)`` gives it.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    presentedViewController.viewWillTransition(
      to: self.size(
        forChildContentContainer: presentedViewController, withParentContainerSize: size),
      with: coordinator)
  }

  /// Called before the traits change to `newCollection`: passes the change on to the
  /// presented controller.
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    presentedViewController.willTransition(
      to: UITraitCollection(
        traitsFrom: [newCollection, presentedViewController.traitOverrideCollection]),
      with: coordinator)
  }

  /// The size the presented controller gets in a container of `parentSize`: `parentSize` by
  /// default.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// Called when the presented controller's preferred content size changed. Does nothing by
  /// default.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Called when the presented controller's fitting size changed. Does nothing by default.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Dismisses the presented sheet as a swipe down would: unless the controller
  /// `isModalInPresentation` or the delegate's `presentationControllerShouldDismiss(_:)`
  /// says no (then the delegate hears `presentationControllerDidAttemptToDismiss(_:)`), the
  /// delegate hears `presentationControllerWillDismiss(_:)`, the sheet is dismissed, and the
  /// delegate hears `presentationControllerDidDismiss(_:)`. Only sheets (`.pageSheet`,
  /// `.formSheet`, `.automatic`) can be swiped away; other styles ignore it.
  ///
  /// Offscreen's own API, for tests: there are no swipes headless.
  public func dismissInteractively() {
    let style = presentedViewController.modalPresentationStyle
    guard presentedViewController.presentingViewController != nil,
      style == .pageSheet || style == .formSheet || style == .automatic
    else {
      return Selector.warn(
        "dismissInteractively(): \(type(of: presentedViewController)) is not presented as a"
          + " sheet, which only a sheet can be swiped away")
    }
    if presentedViewController.isModalInPresentation
      || delegate?.presentationControllerShouldDismiss(self) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return
    }
    delegate?.presentationControllerWillDismiss(self)
    presentedViewController.dismiss(animated: true) { [self] in
      delegate?.presentationControllerDidDismiss(self)
    }
  }
}

/// What a presentation controller asks and tells its delegate. Every method has UIKit's
/// default.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { .none }
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
}
