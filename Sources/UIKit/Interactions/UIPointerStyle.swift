import CoreGraphics
import Foundation

/// How the pointer looks in a region: an effect on a view, or a shape.
@preconcurrency @MainActor
public final class UIPointerStyle: NSObject {
  /// The effect on a view; nil for a shape-only style.
  public let effect: UIPointerEffect?
  /// The pointer's shape; nil to let the effect decide.
  public let shape: UIPointerShape?
  /// The axes along which a shape-only pointer is held.
  public let constrainedAxes: UIAxis
  /// Whether the pointer is hidden.
  public let isHidden: Bool

  /// A style applying `effect` to its view, the pointer shaped by `shape` when given.
  public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
    (self.effect, self.shape, constrainedAxes, isHidden) = (effect, shape, [], false)
    super.init()
  }

  /// A style with the pointer in `shape`, held along `axes`.
  public init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
    (effect, self.shape, constrainedAxes, isHidden) = (nil, shape, axes, false)
    super.init()
  }

  private init(hidden: Bool) {
    (effect, shape, constrainedAxes, isHidden) = (nil, nil, [], hidden)
    super.init()
  }

  /// A style that hides the pointer.
  public static func hidden() -> UIPointerStyle { UIPointerStyle(hidden: true) }

  /// The system pointer.
  public static var system: UIPointerStyle { UIPointerStyle(hidden: false) }
}

/// What the pointer does to the view under it.
@preconcurrency @MainActor
public enum UIPointerEffect {
  /// The effect the system picks for the view.
  case automatic(UITargetedPreview)
  /// The pointer becomes a highlight behind the view.
  case highlight(UITargetedPreview)
  /// The view lifts, with a shadow, and the pointer hides under it.
  case lift(UITargetedPreview)
  /// The view is tinted, shadowed or scaled as asked.
  case hover(
    UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
    prefersScaledContent: Bool = true)

  /// How a hover effect tints its view.
  public enum TintMode: Int, Sendable {
    case none, overlay, underlay
  }

  /// The view the effect applies to.
  public var preview: UITargetedPreview {
    switch self {
    case .automatic(let preview), .highlight(let preview), .lift(let preview),
      .hover(let preview, _, _, _):
      preview
    }
  }
}

/// The shape of the pointer.
@preconcurrency @MainActor
public enum UIPointerShape {
  /// The path's shape.
  case path(UIBezierPath)
  /// A rounded rectangle.
  case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
  /// A vertical beam of `length`, as over text.
  case verticalBeam(length: CGFloat)
  /// A horizontal beam of `length`, as over vertical text.
  case horizontalBeam(length: CGFloat)

  /// The corner radius of a rounded-rectangle pointer unless given: 8 points.
  nonisolated public static let defaultCornerRadius: CGFloat = 8
}
