/// A drop shadow drawn beneath everything drawn while it is set (CoreGraphics'
/// `setShadow(offset:blur:color:)`).
///
/// Offset and blur are in device pixels and the offset's y points down: CoreGraphics reads
/// them in base space, unaffected by the CTM, so a façade converts from its base space once.
/// `blur` is taken as twice the Gaussian's standard deviation (σ = blur / 2). Apple does not
/// document CoreGraphics' mapping; σ = blur / 2 is what WebKit's ShadowBlur (its stand-in for
/// CoreGraphics shadows on other ports) and CSS box-shadow use.
public struct Shadow: Hashable, Sendable {
  public var offset: Point
  public var blur: Double
  public var color: Color

  public init(offset: Point, blur: Double, color: Color) {
    self.offset = offset
    self.blur = blur
    self.color = color
  }

  /// The largest blur honoured, as WebKit clamps CoreGraphics shadow blur: beyond it a shadow
  /// is shapeless anyway, and the scratch mask stays bounded.
  static let maximumBlur = 1000.0

  /// The Gaussian's standard deviation in device pixels (0 for a negative or invalid blur).
  var sigma: Double { blur.isFinite && blur > 0 ? min(blur, Self.maximumBlur) / 2 : 0 }

  /// The offset rounded to whole device pixels, as the shadow is placed.
  var pixelOffset: (x: Int, y: Int) {
    func whole(_ v: Double) -> Int { v.isFinite ? Int(min(max(v, -1e6), 1e6).rounded()) : 0 }
    return (whole(offset.x), whole(offset.y))
  }

  /// How far the blur reaches beyond a shape, in pixels.
  var reach: Int { BoxBlur(sigma: sigma).reach }
}
