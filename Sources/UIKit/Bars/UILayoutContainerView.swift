/// The root view of a container controller (navigation, tab bar, split view), named as UIKit
/// names it, since descriptions and hierarchies show the name: it lays out the controller's
/// bars and the shown child's view whenever it is laid out.
class UILayoutContainerView: UIView {
  /// Places the bars and the child's view, and sets the child's safe area.
  var layOutContent: @MainActor () -> Void = {}

  override func layoutSubviews() {
    super.layoutSubviews()
    layOutContent()
  }
}

/// A page view controller's view, named as UIKit's is (`.hierarchy` and descriptions show
/// it): a layout container like the bar controllers'.
final class _UIPageViewControllerContentView: UILayoutContainerView {}
