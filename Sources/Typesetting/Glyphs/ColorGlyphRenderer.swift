import Raster

// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CFreeType

/// Renders colour bitmap glyphs (CBDT emoji): FreeType loads the font's strike as
/// premultiplied BGRA, and this scales it to the requested size by area averaging.
enum ColorGlyphRenderer {
  static func render(face: FontFace, glyph: UInt32, size: Double) -> GlyphImage {
    guard let strike = face.bitmapStrikeSize, strike > 0,
      FT_Load_Glyph(face.ftFace, glyph, Int32(FT_LOAD_COLOR)) == 0
    else { return .empty }
    let slot = face.ftFace.pointee.glyph!.pointee
    let bitmap = slot.bitmap
    guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let source = bitmap.buffer,
      bitmap.width > 0, bitmap.rows > 0
    else { return .empty }
    let scale = size / strike
    let sourceWidth = Int(bitmap.width)
    let sourceHeight = Int(bitmap.rows)
    let pitch = Int(bitmap.pitch)
    let originX = Double(slot.bitmap_left) * scale
    let originY = -Double(slot.bitmap_top) * scale
    let left = Int(originX.rounded(.down))
    let top = Int(originY.rounded(.down))
    let width = Int((originX + Double(sourceWidth) * scale).rounded(.up)) - left
    let height = Int((originY + Double(sourceHeight) * scale).rounded(.up)) - top
    guard width > 0, height > 0, width * height <= 1 << 22 else { return .empty }
    let columns = weights(
      destination: width, offset: originX - Double(left), scale: scale, source: sourceWidth)
    let rows = weights(
      destination: height, offset: originY - Double(top), scale: scale, source: sourceHeight)
    guard let pixmap = try? Pixmap(width: width, height: height) else { return .empty }
    var sum = [Double](repeating: 0, count: 4)
    for y in 0..<height {
      for x in 0..<width {
        sum[0] = 0
        sum[1] = 0
        sum[2] = 0
        sum[3] = 0
        for (sy, wy) in rows[y] {
          let row = source + sy * pitch
          for (sx, wx) in columns[x] {
            let p = row + sx * 4
            let w = wx * wy
            // BGRA in the bitmap, RGBA in the pixmap.
            sum[0] += Double(p[2]) * w
            sum[1] += Double(p[1]) * w
            sum[2] += Double(p[0]) * w
            sum[3] += Double(p[3]) * w
          }
        }
        let out = pixmap.row(y) + x * 4
        let alpha = min(max(sum[3].rounded(), 0), 255)
        out[3] = UInt8(alpha)
        for c in 0..<3 { out[c] = UInt8(min(max(sum[c].rounded(), 0), alpha)) }
      }
    }
    return GlyphImage(
      left: left, top: top, width: width, height: height, pixels: .color(pixmap))
  }

  /// For each destination pixel, the source pixels it covers and the share of the destination
  /// pixel each one fills (the shares add up to at most 1).
  private static func weights(
    destination: Int, offset: Double, scale: Double, source: Int
  ) -> [[(Int, Double)]] {
    (0..<destination).map { d in
      let start = (Double(d) - offset) / scale
      let end = (Double(d + 1) - offset) / scale
      var contributions: [(Int, Double)] = []
      var s = max(Int(start.rounded(.down)), 0)
      while s < source, Double(s) < end {
        let overlap = min(end, Double(s + 1)) - max(start, Double(s))
        if overlap > 0 { contributions.append((s, overlap * scale)) }
        s += 1
      }
      return contributions
    }
  }
}
