import Raster

/// A cached glyph image and the device pixel its top-left corner goes to.
struct GlyphPlacement {
  var image: GlyphImage
  var x: Int
  var y: Int
  var color: PremultipliedColor
}

/// Blends a line's glyph images into a pixmap, clipped to a rectangle.
///
/// The line is swept row by row, each row through every glyph in order, so the pixmap is
/// written front to back along its rows: glyph by glyph, every mask row would land in another
/// cache line of a large pixmap. Glyphs that overlap still blend in their order.
enum GlyphBlitter {
  static func blit(_ placements: [GlyphPlacement], into pixmap: Pixmap, clip: IntRect) {
    guard let top = placements.map(\.y).min(),
      let bottom = placements.map({ $0.y + $0.image.height }).max()
    else { return }
    for row in max(top, clip.minY)..<max(min(bottom, clip.maxY), max(top, clip.minY)) {
      let destinationRow = pixmap.row(row)
      for placement in placements {
        let imageRow = row - placement.y
        guard imageRow >= 0, imageRow < placement.image.height else { continue }
        let start = max(placement.x, clip.minX)
        let end = min(placement.x + placement.image.width, clip.maxX)
        guard start < end else { continue }
        let offset = imageRow * placement.image.width + start - placement.x
        placement.image.pixels.withUnsafeBufferPointer { pixels in
          let destination = destinationRow + start * 4
          switch placement.image.kind {
          case .mask:
            PixelBlending.blendSolid(
              placement.color, coverage: pixels.baseAddress! + offset, count: end - start,
              into: destination)
          case .color:
            PixelBlending.blendImage(
              pixels.baseAddress! + offset * 4, count: end - start,
              opacity: UInt32(placement.color.a), into: destination)
          }
        }
      }
    }
  }
}
