import Foundation

/// An accessibility element that is not a view: a part of a view that draws several things
/// (a chart's bars), placed in its container's coordinates.
///
/// Divergence: a `UIResponder` (an `NSObject` on iOS), so that its accessibility properties
/// are the same declarations views have and subclasses can override them.
open class UIAccessibilityElement: UIResponder {
  /// An element in `container` (a view, or another element).
  public init(accessibilityContainer container: Any) {
    super.init()
    accessibilityStorage.container = container as AnyObject
  }

  /// The view or element that holds this one.
  open var accessibilityContainer: Any? {
    get { accessibilityStorage.container }
    set { accessibilityStorage.container = newValue.map { $0 as AnyObject } }
  }

  /// Elements are elements by default.
  override var defaultIsAccessibilityElement: Bool { true }

  /// The frame in the container's coordinates; setting it keeps ``accessibilityFrame`` (in
  /// screen coordinates) in step as the container moves, as Apple documents.
  open var accessibilityFrameInContainerSpace: CGRect = .zero {
    didSet { accessibilityStorage.frame = nil }
  }

  /// The screen frame: set directly, or from ``accessibilityFrameInContainerSpace`` through
  /// the container view.
  override var defaultAccessibilityFrame: CGRect {
    guard let view = accessibilityContainer as? UIView else {
      return accessibilityFrameInContainerSpace
    }
    return view.convert(accessibilityFrameInContainerSpace, to: nil)
  }
}
