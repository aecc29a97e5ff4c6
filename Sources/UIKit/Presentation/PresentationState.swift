import CoreGraphics

/// A controller's part in modal presentation.
struct PresentationState {
  weak var presenting: UIViewController?
  var presented: UIViewController?
  var style = UIModalPresentationStyle.automatic
  var transitionStyle = UIModalTransitionStyle.coverVertical
  var isModalInPresentation = false
  var definesPresentationContext = false
  /// The view that holds the presented controller's view in the window.
  var container: UIView?
  /// The controller's presentation controller, once asked for.
  var presentationController: UIPresentationController?
}

/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen,
    overCurrentContext, popover, none = -1, automatic = -2
}

/// How a presented controller arrives (headless: it does not animate).
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
