import CoreGraphics
import Foundation

/// The shape of a `CAGradientLayer`'s gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Along the line from `startPoint` to `endPoint`, the end colours continuing beyond it.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Out from `startPoint` to an ellipse whose half-width and half-height are the distances
  /// of `endPoint` from it along each axis.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around `startPoint`, starting from the direction of `endPoint`.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a colour gradient over its background, drawn at render
/// time at the device's resolution (and rounded by the corner radius, like the background).
open class CAGradientLayer: CALayer {
  /// The colours of the gradient: `CGColor`s.
  open var colors: [Any]?
  /// Where each colour sits, 0 to 1 along the gradient; `nil` spaces them evenly.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0), the top centre.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in unit coordinates of the bounds; (0.5, 1), the bottom centre.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The shape of the gradient. Defaults to `.axial`.
  open var type: CAGradientLayerType = .axial

  /// Creates a layer with no colours.
  public required init() {
    super.init()
  }

  /// Creates a copy of `layer`, its gradient included when it is a gradient layer.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAGradientLayer else { return }
    colors = other.colors
    locations = other.locations
    startPoint = other.startPoint
    endPoint = other.endPoint
    type = other.type
  }

  /// The gradient of ``colors`` and ``locations``, or nil (with the reason on standard error)
  /// when they cannot make one.
  ///
  /// Divergence: iOS draws nothing, silently, for colours that are not `CGColor`s; the line on
  /// standard error says which one.
  var gradient: CGGradient? {
    guard let colors, !colors.isEmpty else { return nil }
    var cgColors: [CGColor] = []
    for (index, color) in colors.enumerated() {
      guard let cgColor = color as? CGColor else {
        report("colors[\(index)] is a \(Swift.type(of: color)), not a CGColor")
        return nil
      }
      cgColors.append(cgColor)
    }
    var stops = locations?.map { CGFloat($0.doubleValue) }
    if let given = stops, given.count != cgColors.count {
      report("\(given.count) locations for \(cgColors.count) colours; spacing them evenly")
      stops = nil
    }
    // Core Animation reads the components as Generic RGB and interpolates there.
    return CGGradient.readingComponentsAsGenericRGB(colors: cgColors, locations: stops)
  }

  private func report(_ problem: String) {
    let name = self.name.map { " '\($0)'" } ?? ""
    FileHandle.standardError.write(Data("CAGradientLayer\(name): \(problem)\n".utf8))
  }

  /// A point given in unit coordinates of the bounds, in the bounds space.
  func boundsPoint(_ unit: CGPoint) -> CGPoint {
    CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
  }
}

extension CAGradientLayer: VectorContent {
  var vectorDrawingCalls: Int { colors?.isEmpty == false ? 1 : 0 }

  func hashVectorState(into hasher: inout Hasher) {
    hasher.feed(colors?.count ?? -1)
    for color in colors ?? [] { hasher.feed(color as? CGColor) }
    hasher.feed(locations?.map(\.doubleValue))
    hasher.feed(startPoint.x, startPoint.y, endPoint.x, endPoint.y, type)
  }

  var vectorExtent: CGRect { bounds }

  func drawVectors(in ctx: CGContext) {
    guard let gradient else { return }
    ctx.saveGState()
    clipToRoundedBounds(in: ctx)
    let start = boundsPoint(startPoint)
    let end = boundsPoint(endPoint)
    switch type {
    case .radial:
      let radii = CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y))
      // Divergence: undocumented on iOS; a zero half-axis makes no ellipse, so nothing.
      if radii.width > 0, radii.height > 0 {
        // A unit circle stretched into the ellipse.
        ctx.translateBy(x: start.x, y: start.y)
        ctx.scaleBy(x: radii.width, y: radii.height)
        ctx.drawRadialGradient(
          gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
          options: .drawsAfterEndLocation)
      }
    case .conic:
      drawConicGradient(gradient, center: start, towards: end, in: ctx)
    default:
      ctx.drawLinearGradient(
        gradient, start: start, end: end,
        options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }
    ctx.restoreGState()
  }
}
