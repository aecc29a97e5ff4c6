import Foundation

/// A storyboard: Interface Builder's file of view controllers and the segues between them.
///
/// Divergence: there are no storyboards on Linux (Interface Builder's compiled files are not
/// read), so a controller's ``UIViewController/storyboard`` is always nil and asking for a
/// storyboard by name raises `NSInvalidArgumentException`, as iOS does for a storyboard its
/// bundle lacks. The type exists so that code that uses storyboards compiles.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  private override init() { super.init() }

  /// The storyboard named `name` in `storyboardBundleOrNil` (the main bundle when nil).
  ///
  /// Raises `NSInvalidArgumentException` naming the storyboard: none can be read on Linux.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    let bundle = storyboardBundleOrNil ?? .main
    NSException(
      name: .invalidArgumentException,
      reason:
        "Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath): Offscreen"
        + " reads no storyboards", userInfo: nil
    ).raise()
    self.init()
  }

  /// The controller with `identifier` in the storyboard; never reached, as no storyboard can
  /// be made.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    UIViewController()
  }

  /// The storyboard's initial controller; never reached, as no storyboard can be made.
  open func instantiateInitialViewController() -> UIViewController? { nil }
}

extension UIViewController {
  /// The storyboard the controller came from: always nil, as no storyboard can be read on
  /// Linux.
  public var storyboard: UIStoryboard? { nil }
}
