import CoreGraphics

/// The radius of one corner in a ``UICornerConfiguration``: a fixed number of points, or one
/// that follows the view's container so the two corners share a centre.
///
/// A number literal is a fixed radius: `.uniformCorners(radius: 10)`.
public struct UICornerRadius: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  enum Kind: Hashable, Sendable {
    case fixed(Double)
    case containerConcentric(minimum: CGFloat?)
  }

  let kind: Kind

  /// A radius of `radius` points.
  public static func fixed(_ radius: Double) -> UICornerRadius { .init(kind: .fixed(radius)) }

  /// A radius that keeps the corner concentric with the container's: the container's radius
  /// at that corner less the distance between the two corners, and at least `minimum`.
  public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
    .init(kind: .containerConcentric(minimum: minimum))
  }

  /// A fixed radius, as `.fixed(value)`.
  public init(floatLiteral value: Double) { kind = .fixed(value) }

  /// A fixed radius, as `.fixed(Double(value))`.
  public init(integerLiteral value: Int) { kind = .fixed(Double(value)) }

  init(kind: Kind) { self.kind = kind }

  public var description: String {
    switch kind {
    case .fixed(let radius): "fixed(\(radius))"
    case .containerConcentric(let minimum?): "containerConcentric(minimum: \(minimum))"
    case .containerConcentric(nil): "containerConcentric"
    }
  }

  /// The radius with a bad fixed value (negative or not finite) replaced by 0, and what was
  /// wrong with it; Core Animation would draw such a corner square.
  var validated: (radius: UICornerRadius, problem: String?) {
    switch kind {
    case .fixed(let radius) where !(radius >= 0 && radius.isFinite):
      (.fixed(0), "a corner radius must be a finite number of points, at least 0; \(radius)")
    case .containerConcentric(let minimum?) where !(minimum >= 0 && minimum.isFinite):
      (
        .containerConcentric(minimum: nil),
        "a concentric corner's minimum must be a finite number of points, at least 0; \(minimum)"
      )
    default: (self, nil)
    }
  }
}
