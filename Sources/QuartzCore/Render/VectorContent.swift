import CoreGraphics

/// A layer that draws vectors of its own at render time, at the device's resolution, between
/// its contents and its sublayers (`CAGradientLayer`, `CAShapeLayer`).
@MainActor
protocol VectorContent: CALayer {
  /// How many separate drawing calls the vectors take now: 0 when they draw nothing.
  var vectorDrawingCalls: Int { get }
  /// Where the vectors may paint, in the layer's bounds space.
  var vectorExtent: CGRect { get }
  /// Draws the vectors in the layer's bounds space.
  func drawVectors(in ctx: CGContext)
  /// Feeds the hasher everything `drawVectors(in:)` reads.
  func hashVectorState(into hasher: inout Hasher)
}
