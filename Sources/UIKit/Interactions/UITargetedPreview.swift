import CoreGraphics
import Foundation

/// A view as a preview shows it (pointer effects, context menus, drags): with the parameters
/// to draw it and where it is placed.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
  /// The view shown.
  public let view: UIView
  /// How the view is drawn in the preview.
  public let parameters: UIPreviewParameters
  /// Where the preview is placed.
  public let target: UIPreviewTarget

  /// A preview of `view` drawn with `parameters`, placed at `target`.
  public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
    (self.view, self.parameters, self.target) = (view, parameters, target)
    super.init()
  }

  /// A preview of `view`, which must be in a window, placed where the view is.
  public convenience init(view: UIView, parameters: UIPreviewParameters) {
    let container = view.superview ?? view
    let center =
      view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
    self.init(
      view: view, parameters: parameters,
      target: UIPreviewTarget(container: container, center: center))
  }

  /// A preview of `view` with the default parameters, placed where the view is.
  public convenience init(view: UIView) {
    self.init(view: view, parameters: UIPreviewParameters())
  }

  /// The size of the preview: the view's bounds' size.
  open var size: CGSize { view.bounds.size }
}

/// How a preview draws its view: which part is visible, over what background.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
  /// The part of the view shown; nil shows its bounds.
  open var visiblePath: UIBezierPath?
  /// The shadow's shape; nil uses the visible path.
  open var shadowPath: UIBezierPath?
  /// The colour behind the view; nil for the system's.
  open var backgroundColor: UIColor?

  public override init() { super.init() }
}

/// Where a preview is placed: a point in a container view, transformed.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
  /// The view the preview is placed in.
  public let container: UIView
  /// The preview's centre, in the container's coordinates.
  public let center: CGPoint
  /// The transform applied to the preview.
  public let transform: CGAffineTransform

  /// A target at `center` in `container`, transformed by `transform`.
  public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
    (self.container, self.center, self.transform) = (container, center, transform)
    super.init()
  }
}
