/// The root view of a container controller (navigation, tab bar): it lays out the controller's
/// bars and the shown child's view whenever it is laid out.
final class ContainerView: UIView {
  /// Places the bars and the child's view, and sets the child's safe area.
  var layOutContent: @MainActor () -> Void = {}

  override func layoutSubviews() {
    super.layoutSubviews()
    layOutContent()
  }
}
