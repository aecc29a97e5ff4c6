/// Where a bar sits relative to the content it is attached to.
public enum UIBarPosition: Int, Sendable {
  /// Not known: a bar not in a container.
  case any = 0
  /// Below its content, as a toolbar at the bottom of the screen.
  case bottom = 1
  /// Above its content, as a navigation bar.
  case top = 2
  /// At the top of the screen with its background reaching up behind the status bar.
  case topAttached = 3
}

/// An object that tells a bar where it sits.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: SelectorResponding {
  /// Where `bar` sits. Containers' bars are placed whatever this says, headless.
  func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
  public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// A bar that can sit at a position: navigation bars, toolbars, search bars.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
  /// Where the bar sits.
  var barPosition: UIBarPosition { get }
}
