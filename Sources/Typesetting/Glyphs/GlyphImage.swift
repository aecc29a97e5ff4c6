import Raster

/// A rendered glyph: an 8-bit coverage mask, or premultiplied RGBA for colour glyphs.
///
/// `left` and `top` place the image's top-left pixel relative to the pen position on the
/// baseline (y down, so `top` is usually negative).
struct GlyphImage {
  enum Pixels {
    /// One coverage byte per pixel, painted with the text colour.
    case mask([UInt8])
    /// Premultiplied RGBA, painted as it is. Never written after rendering.
    case color(Pixmap)
  }

  var left: Int
  var top: Int
  var width: Int
  var height: Int
  var pixels: Pixels

  static var empty: GlyphImage {
    GlyphImage(left: 0, top: 0, width: 0, height: 0, pixels: .mask([]))
  }

  var byteCount: Int {
    switch pixels {
    case .mask(let coverage): coverage.count + 64
    case .color(let pixmap): pixmap.bytesPerRow * pixmap.height + 64
    }
  }
}
