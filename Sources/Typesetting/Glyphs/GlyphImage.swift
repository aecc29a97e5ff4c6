/// A rendered glyph: an 8-bit coverage mask, or premultiplied RGBA for colour glyphs.
///
/// `left` and `top` place the image's top-left pixel relative to the pen position on the
/// baseline (y down, so `top` is usually negative).
struct GlyphImage {
  enum Kind {
    /// One coverage byte per pixel, painted with the text colour.
    case mask
    /// Four premultiplied RGBA bytes per pixel, painted as they are.
    case color
  }

  var kind: Kind
  var left: Int
  var top: Int
  var width: Int
  var height: Int
  var pixels: [UInt8]

  static let empty = GlyphImage(kind: .mask, left: 0, top: 0, width: 0, height: 0, pixels: [])

  var byteCount: Int { pixels.count + 64 }
}
