import CoreGraphics
import QuartzCore

extension UIView {
  /// How the view's corners are rounded (iOS 26). Until set it is the layer's
  /// `cornerRadius` at every corner; once set, the radii it resolves to round the layer
  /// (background, border, shadow and clipping) with continuous corners, and are resolved again
  /// at each layout pass, so capsules and concentric corners follow the view's size and place.
  public var cornerConfiguration: UICornerConfiguration {
    get { cornerConfigurationStorage ?? .corners(radius: .fixed(Double(layer.cornerRadius))) }
    set {
      let (configuration, problems) = newValue.validated
      for problem in problems {
        LayoutLog.report("\(shortDescription): \(problem) was given; 0 is used instead.")
      }
      cornerConfigurationStorage = configuration
      applyCornerConfiguration()
      setNeedsLayout()
    }
  }

  /// The radius the corner configuration gives `corner`; for several corners (such as
  /// `.allCorners`), the largest of theirs.
  public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
    let masks: [UIRectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    return zip(masks, resolvedCornerRadii).filter { corner.contains($0.0) }.map(\.1).max() ?? 0
  }

  /// Each corner's radius, top-left, top-right, bottom-left, bottom-right: the configuration's
  /// on this view, or the layer's corner radius on its masked corners.
  private var resolvedCornerRadii: [CGFloat] {
    guard let configuration = cornerConfigurationStorage else {
      // Core Animation names corners y-up; in iOS's flipped geometry minY is the top.
      let masks: [CACornerMask] = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ]
      return masks.map { layer.maskedCorners.contains($0) ? layer.cornerRadius : 0 }
    }
    return configuration.resolved(size: bounds.size, concentric: concentricRadius(at:))
  }

  /// The radius that shares a centre with the container's corner: its radius less how far
  /// this corner is inside it.
  ///
  /// Divergence: UIKit finds the container shape privately (a superview with a corner
  /// configuration, a window, a sheet…); Offscreen takes the superview, and measures how far
  /// in the corner is by the larger of its two distances from the superview's edges.
  private func concentricRadius(at corner: UICornerConfiguration.Corner) -> CGFloat {
    guard let container = superview else { return 0 }
    let outer = container.resolvedCornerRadii[corner.rawValue]
    let (frame, box) = (untransformedFrame, container.bounds)
    let (left, top) = (frame.minX - box.minX, frame.minY - box.minY)
    let (right, bottom) = (box.maxX - frame.maxX, box.maxY - frame.maxY)
    let inset =
      switch corner {
      case .topLeft: max(left, top)
      case .topRight: max(right, top)
      case .bottomLeft: max(left, bottom)
      case .bottomRight: max(right, bottom)
      }
    return outer - inset
  }

  /// Rounds the layer as the corner configuration says, for the view's present size and place:
  /// one radius on the rounded corners when they agree, a radius a corner otherwise.
  func applyCornerConfiguration() {
    guard cornerConfigurationStorage != nil else { return }
    let radii = resolvedCornerRadii
    let rounded = Set(radii.filter { $0 > 0 })
    let masks: [CACornerMask] = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    let corners = CACornerMask(zip(masks, radii).filter { $0.1 > 0 }.map(\.0))
    let perCorner =
      rounded.count > 1
      ? LayerCornerRadii(
        topLeft: radii[0], topRight: radii[1], bottomLeft: radii[2], bottomRight: radii[3])
      : nil
    let radius = rounded.max() ?? 0
    if layer.cornerRadius != radius { layer.cornerRadius = radius }
    if layer.maskedCorners != corners, !corners.isEmpty { layer.maskedCorners = corners }
    if layer.cornerRadii != perCorner { layer.cornerRadii = perCorner }
    if layer.cornerCurve != .continuous { layer.cornerCurve = .continuous }
  }
}
