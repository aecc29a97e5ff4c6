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

  /// Shows `controller` over the presenter's screen at once (headless: no animation), with
  /// the appearance calls in UIKit's order; the presenter disappears only when the style
  /// covers it entirely (`.fullScreen`, `.currentContext`).
  func presentModally(_ controller: UIViewController, completion: (() -> Void)?) {
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
    let style = controller.shownPresentationStyle(in: window.traitCollection)
    let covers = style == .fullScreen || style == .currentContext
    presenter.presentationState.presented = controller
    controller.presentationState.presenting = presenter
    if covers { presenter.beginAppearanceTransition(false, animated: false) }
    controller.beginAppearanceTransition(true, animated: false)
    let container = PresentationContainer(style: style, window: window)
    controller.presentationState.container = container
    window.addSubview(container)
    container.host(controller.view)
    window.runUpdateCycle()
    if covers { presenter.endAppearanceTransition() }
    controller.endAppearanceTransition()
    completion?()
  }

  /// Takes away the controller this one presents, or this one from its presenter.
  func dismissModally(completion: (() -> Void)?) {
    guard let presented = presentationState.presented else {
      guard let presenter = presentingViewController else {
        completion?()
        return
      }
      return presenter.dismissModally(completion: completion)
    }
    // A presented controller that presents another takes it away first, as UIKit does.
    if presented.presentationState.presented != nil { presented.dismissModally(completion: nil) }
    let style = presented.shownPresentationStyle(
      in: presented.viewIfLoaded?.traitCollection ?? UITraitCollection())
    let covers = style == .fullScreen || style == .currentContext
    presented.beginAppearanceTransition(false, animated: false)
    if covers { beginAppearanceTransition(true, animated: false) }
    presented.presentationState.container?.removeFromSuperview()
    presented.presentationState.container = nil
    presented.presentationState.presenting = nil
    presentationState.presented = nil
    presented.endAppearanceTransition()
    if covers { endAppearanceTransition() }
    completion?()
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
