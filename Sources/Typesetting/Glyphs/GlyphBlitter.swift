import Raster

/// Blends cached glyph images into a pixmap, clipped to a rectangle.
enum GlyphBlitter {
  static func blit(
    _ image: GlyphImage, x: Int, y: Int, color: PremultipliedColor, into pixmap: Pixmap,
    clip: IntRect
  ) {
    let area = IntRect(x: x, y: y, width: image.width, height: image.height).intersection(clip)
    guard !area.isEmpty else { return }
    let skipX = area.x - x
    image.pixels.withUnsafeBufferPointer { pixels in
      let source = pixels.baseAddress!
      for row in area.y..<area.maxY {
        let destination = pixmap.row(row) + area.x * 4
        switch image.kind {
        case .mask:
          PixelBlending.blendSolid(
            color, coverage: source + (row - y) * image.width + skipX, count: area.width,
            into: destination)
        case .color:
          PixelBlending.blendImage(
            source + ((row - y) * image.width + skipX) * 4, count: area.width,
            opacity: UInt32(color.a), into: destination)
        }
      }
    }
  }
}
