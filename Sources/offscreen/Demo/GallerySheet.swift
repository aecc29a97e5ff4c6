import CoreGraphics
import Raster

/// Lays gallery cases out in a grid on one white sheet.
enum GallerySheet {
  static let columns = 4
  static let gap = 16

  static func render(_ cases: [GalleryCase]) throws -> Pixmap {
    let rows = (cases.count + columns - 1) / columns
    let step = GalleryCase.side + gap
    let context = makeContext(width: gap + columns * step, height: gap + rows * step)
    context.setFillColor(gray: 0.93, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
    for (i, galleryCase) in cases.enumerated() {
      drawTile(
        galleryCase, in: context, atX: gap + (i % columns) * step, y: gap + (i / columns) * step)
    }
    return try pixmap(of: context)
  }

  /// A bitmap context whose user space has y pointing down, as UIKit's contexts have.
  static func makeContext(width: Int, height: Int) -> CGContext {
    let context = CGContext(
      data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!  // a valid, fixed layout
    context.translateBy(x: 0, y: CGFloat(height))
    context.scaleBy(x: 1, y: -1)
    return context
  }

  /// Draws one case on white in the square at (x, y), clipped to it.
  static func drawTile(_ galleryCase: GalleryCase, in context: CGContext, atX x: Int, y: Int) {
    let side = CGFloat(GalleryCase.side)
    context.saveGState()
    context.translateBy(x: CGFloat(x), y: CGFloat(y))
    context.clip(to: CGRect(x: 0, y: 0, width: side, height: side))
    context.setFillColor(gray: 1, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    galleryCase.draw(context)
    context.restoreGState()
  }

  static func pixmap(of context: CGContext) throws -> Pixmap {
    guard let image = context.makeImage() else { throw GalleryError.noImage }
    return image.pixmap
  }
}

enum GalleryError: Error {
  case noImage
}
