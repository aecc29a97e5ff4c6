import CoreGraphics

/// The object that manages a presented controller's presentation: where its view goes, and
/// the delegate that hears about interactive dismissal. Every controller has one from first
/// use of `presentationController`, for the style it is presented in.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
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

  /// Where the presented view sits in the container view.
  open var frameOfPresentedViewInContainerView: CGRect {
    presentedView?.frame ?? containerView?.bounds ?? .zero
  }

  /// Whether the presenter's view leaves the screen: only for styles that cover it.
  open var shouldRemovePresentersView: Bool {
    presentationStyle == .fullScreen || presentationStyle == .currentContext
  }

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
