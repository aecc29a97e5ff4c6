import CoreGraphics

/// An object that holds content and hears when its size or traits are about to change:
/// view controllers and presentation controllers. A container passes each change on to the
/// content it holds, with the size it gives that content.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
  /// The size the content would like to be shown at.
  var preferredContentSize: CGSize { get }
  /// Called when a child's preferred content size changed.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// Called when a child's Auto Layout fitting size changed.
  func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer)
  /// The size a child gets when this container is `parentSize`.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  /// Called before the container's view changes to `size`.
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// Called before the container's traits change to `newCollection`.
  func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator)
}
