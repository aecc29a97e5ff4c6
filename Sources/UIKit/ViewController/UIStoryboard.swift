import Foundation

/// A storyboard: Interface Builder's file of view controllers and the segues between them.
///
/// Divergence: there are no storyboards on Linux (Interface Builder's compiled files are not
/// read), so no storyboard can be made and a controller's ``UIViewController/storyboard`` is
/// always nil. The type exists so that code that checks for a storyboard compiles.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  private override init() { super.init() }
}

extension UIViewController {
  /// The storyboard the controller came from: always nil, as no storyboard can be read on
  /// Linux.
  public var storyboard: UIStoryboard? { nil }
}
