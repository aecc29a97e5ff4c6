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
  /// The controller's presentation controller, once asked for (or the one its transitioning
  /// delegate vended for a `.custom` presentation).
  var presentationController: UIPresentationController?
  /// Whether the presentation this controller is shown in took the presenter off screen.
  var coversPresenter = false
  /// Where the presenter's view was before this controller's presentation, which covers it,
  /// took it out of the window.
  var presenterViewPlace: ViewPlace?
  weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// The presentation or dismissal this controller takes part in, while it runs.
  var transition: ViewControllerTransition?
  /// Whether this controller is the one being presented (true) or dismissed (false), while
  /// its transition runs.
  var isArriving: Bool?
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
