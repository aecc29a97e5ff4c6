import CoreGraphics
import Raster

/// One picture of the engine gallery: a name and the CoreGraphics calls that draw it.
struct GalleryCase: Sendable {
  let name: String
  let draw: @Sendable (CGContext) -> Void

  /// Each case draws in a square of this many pixels, y pointing down from the top left.
  static let side = 200

  /// The case drawn alone on white.
  func render() throws -> Pixmap {
    let context = GallerySheet.makeContext(width: GalleryCase.side, height: GalleryCase.side)
    GallerySheet.drawTile(self, in: context, atX: 0, y: 0)
    return try GallerySheet.pixmap(of: context)
  }
}
