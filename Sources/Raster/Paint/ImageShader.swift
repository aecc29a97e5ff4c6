/// Shades a source pixmap mapped onto a rectangle: image pixel (0, 0) at the rectangle's
/// minimum corner (top-left in a y-down space), the image stretched to fill it, edges clamped.
final class ImageShader: Shader {
  private let image: Pixmap
  /// Device space → image pixel space (pixel (i, j) covers i…i+1, j…j+1).
  private let inverse: Transform
  private let quality: InterpolationQuality
  private let alpha: UInt32
  /// Set when device pixels map one to one onto image pixels shifted by whole pixels (a backing
  /// store composited at its own scale): every quality then samples exactly one pixel, so the
  /// shader copies instead of interpolating.
  private let wholePixelOffset: (x: Int, y: Int)?
  /// Set when each device column maps onto one whole image column (no horizontal scale, no
  /// shear, a whole-pixel horizontal offset) while rows may fall between image rows: a view's
  /// backing store composited half a pixel down, as table rows below a 17.5-point header are
  /// at 3×. The bicubic sampler then mixes the four rows of that column with the same weights
  /// along a span, so the shader computes them once (see `bicubicRows`).
  private let wholeColumnOffset: Int?

  /// Nil when the rectangle is empty or not finite, or the transform is singular.
  init?(
    _ image: Pixmap, in rect: Rect, transform: Transform, quality: InterpolationQuality,
    alpha: Float
  ) {
    guard rect.isFinite, !rect.isEmpty else { return nil }
    let placement = Transform(
      a: rect.width / Double(image.width), b: 0, c: 0, d: rect.height / Double(image.height),
      tx: rect.x, ty: rect.y)
    guard let inverse = placement.concatenating(transform).inverted() else { return nil }
    self.image = image
    self.inverse = inverse
    self.quality = quality
    self.alpha = UInt32((Color.clamp(alpha) * 255).rounded())
    self.wholePixelOffset = Self.wholePixelOffset(of: inverse)
    self.wholeColumnOffset = Self.wholeColumnOffset(of: inverse)
  }

  private static func wholeColumnOffset(of inverse: Transform) -> Int? {
    // The tolerance of `wholePixelOffset`: frames in points come back from device pixels a
    // hair off (62.000000000000114), far below what a sampler could show in 8 bits.
    let tolerance = 1e-9
    guard abs(inverse.a - 1) < tolerance, abs(inverse.b) < tolerance,
      abs(inverse.c) < tolerance, abs(inverse.tx) < 1e6
    else { return nil }
    let x = inverse.tx.rounded()
    guard abs(inverse.tx - x) < tolerance else { return nil }
    return Int(x)
  }

  private static func wholePixelOffset(of inverse: Transform) -> (x: Int, y: Int)? {
    // Far below what any sampler could show in an 8-bit channel.
    let tolerance = 1e-9
    guard abs(inverse.a - 1) < tolerance, abs(inverse.d - 1) < tolerance,
      abs(inverse.b) < tolerance, abs(inverse.c) < tolerance,
      abs(inverse.tx) < 1e6, abs(inverse.ty) < 1e6
    else { return nil }
    let x = inverse.tx.rounded()
    let y = inverse.ty.rounded()
    guard abs(inverse.tx - x) < tolerance, abs(inverse.ty - y) < tolerance else { return nil }
    return (Int(x), Int(y))
  }

  func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    if let offset = wholePixelOffset {
      for i in 0..<count {
        let sample = pixel(x + i + offset.x, y + offset.y)
        out[i] = alpha == 255 ? sample : PackedPixel.scale(sample, by: alpha)
      }
      return
    }
    if let column = wholeColumnOffset, quality == .medium || quality == .high {
      bicubicRows(y: y, x: x, count: count, columnOffset: column, into: out)
      return
    }
    for i in 0..<count {
      let p = inverse.apply(Point(Double(x + i) + 0.5, Double(y) + 0.5))
      let sample: UInt32
      switch quality {
      case .none: sample = nearest(p)
      case .low: sample = bilinear(p)
      case .medium, .high: sample = bicubic(p)
      }
      out[i] = alpha == 255 ? sample : PackedPixel.scale(sample, by: alpha)
    }
  }

  @inline(__always)
  private func pixel(_ i: Int, _ j: Int) -> UInt32 {
    let x = min(max(i, 0), image.width - 1)
    let y = min(max(j, 0), image.height - 1)
    return UnsafeRawPointer(image.row(y) + x * 4).load(as: UInt32.self)
  }

  /// Image coordinates as integers clamped far enough out to never overflow.
  @inline(__always)
  private func floorIndex(_ v: Double) -> Int {
    guard v.isFinite else { return 0 }
    return Int(min(max(v, -1e6), 1e6).rounded(.down))
  }

  private func nearest(_ p: Point) -> UInt32 {
    pixel(floorIndex(p.x), floorIndex(p.y))
  }

  private func bilinear(_ p: Point) -> UInt32 {
    let u = p.x - 0.5
    let v = p.y - 0.5
    let i = floorIndex(u)
    let j = floorIndex(v)
    let fx = Float(u - Double(i))
    let fy = Float(v - Double(j))
    let top = PackedPixel.unit(pixel(i, j)) * (1 - fx) + PackedPixel.unit(pixel(i + 1, j)) * fx
    let bottom =
      PackedPixel.unit(pixel(i, j + 1)) * (1 - fx) + PackedPixel.unit(pixel(i + 1, j + 1)) * fx
    return PackedPixel.pack(top * (1 - fy) + bottom * fy)
  }

  private func bicubic(_ p: Point) -> UInt32 {
    let u = p.x - 0.5
    let v = p.y - 0.5
    let i = floorIndex(u)
    let j = floorIndex(v)
    let wx = Self.catmullRom(Float(u - Double(i)))
    let wy = Self.catmullRom(Float(v - Double(j)))
    // A tap whose weight is exactly 0 adds exactly ±0, so it is skipped: at a whole-pixel
    // position the weights are 0, 1, 0, 0, and an image off the grid along one axis only (a
    // table row half a pixel down) costs four taps a pixel instead of sixteen, to the bit.
    var sum = UnitPixel.zero
    for row in 0..<4 where wy[row] != 0 {
      var line = UnitPixel.zero
      for column in 0..<4 where wx[column] != 0 {
        line += PackedPixel.unit(pixel(i - 1 + column, j - 1 + row)) * wx[column]
      }
      sum += line * wy[row]
    }
    return Self.packBicubic(sum)
  }

  /// `bicubic` for a span whose device columns are whole image columns (`wholeColumnOffset`):
  /// u is a whole number for every pixel, so the horizontal weights are 0, 1, 0, 0 and each
  /// row's line is its pixel in that column, unchanged; v and so the vertical weights are the
  /// same along the span (b is 0). The sums are `bicubic`'s, in its order, so the pixels are
  /// the ones it gives for a whole offset.
  private func bicubicRows(
    y: Int, x: Int, count: Int, columnOffset: Int, into out: UnsafeMutablePointer<UInt32>
  ) {
    let v = inverse.apply(Point(Double(x) + 0.5, Double(y) + 0.5)).y - 0.5
    let j = floorIndex(v)
    let wy = Self.catmullRom(Float(v - Double(j)))
    let rows = (0..<4).map { image.row(min(max(j - 1 + $0, 0), image.height - 1)) }
    let taps = (0..<4).filter { wy[$0] != 0 }
    for i in 0..<count {
      let column = min(max(x + i + columnOffset, 0), image.width - 1)
      var sum = UnitPixel.zero
      for row in taps {
        let pixel = UnsafeRawPointer(rows[row] + column * 4).load(as: UInt32.self)
        sum += PackedPixel.unit(pixel) * wy[row]
      }
      let sample = Self.packBicubic(sum)
      out[i] = alpha == 255 ? sample : PackedPixel.scale(sample, by: alpha)
    }
  }

  /// A bicubic sum as a valid premultiplied pixel: Catmull–Rom overshoots.
  @inline(__always)
  private static func packBicubic(_ sum: UnitPixel) -> UInt32 {
    let a = min(max(sum.w, 0), 1)
    return PackedPixel.pack(PackedPixel.clamp(sum, to: UnitPixel(repeating: a)))
  }

  /// Weights of the four taps around a sample `f` (0…1) past the second tap.
  private static func catmullRom(_ f: Float) -> SIMD4<Float> {
    let f2 = f * f
    let f3 = f2 * f
    return SIMD4(
      (-f3 + 2 * f2 - f) / 2, (3 * f3 - 5 * f2 + 2) / 2, (-3 * f3 + 4 * f2 + f) / 2,
      (f3 - f2) / 2)
  }
}
