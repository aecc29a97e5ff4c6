/// Produces the premultiplied source colour of a span of device pixels, packed as
/// `PackedPixel` (global alpha already applied).
///
/// A shader is asked for whole spans so its per-span work (inverse mapping, table look-ups)
/// stays out of the per-pixel loop.
protocol Shader: AnyObject {
  /// Writes the colour at the centres of device pixels `x ..< x + count` of row `y`.
  func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>)

  /// False when some pixels lie outside what the shader paints (a gradient that does not
  /// extend past an end), so a blend mode other than source-over must not touch them.
  var paintsEverywhere: Bool { get }

  /// Zeroes `coverage` at the pixels of `x ..< x + count` of row `y` the shader does not
  /// paint. CoreGraphics leaves those pixels alone under every blend mode; a transparent
  /// source would not (`.copy` clears, `.destinationIn` erases).
  func limitCoverage(y: Int, x: Int, count: Int, _ coverage: UnsafeMutablePointer<UInt8>)
}

extension Shader {
  var paintsEverywhere: Bool { true }
  func limitCoverage(y: Int, x: Int, count: Int, _ coverage: UnsafeMutablePointer<UInt8>) {}
}

/// The colour a draw call paints before coverage: one colour for every pixel, or a shader.
enum PaintSource {
  case solid(UInt32)
  case shaded(any Shader)

  /// Nothing to paint: a solid colour with zero alpha.
  var isInvisible: Bool {
    if case .solid(let c) = self { return c == 0 }
    return false
  }
}
