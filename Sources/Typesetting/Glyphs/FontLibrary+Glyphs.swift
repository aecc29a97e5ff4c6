import Raster

extension FontLibrary {
  /// The image of `glyph` at `size` device pixels with the pen `subpixelStep` quarters of a
  /// pixel right of a pixel boundary; rendered on first use, then cached. Call under the lock.
  func glyphImage(face: FontFace, glyph: UInt32, size: Double, subpixelStep: Int) -> GlyphImage {
    let color = face.hasColorBitmaps
    // Colour bitmaps are placed on whole pixels; only outlines use the subpixel steps.
    let key = GlyphKey(
      face: Int32(truncatingIfNeeded: face.id), glyph: glyph, size: UInt32((size * 64).rounded()),
      subpixel: color ? 0 : UInt8(subpixelStep))
    if let image = glyphCache.image(key) { return image }
    let image: GlyphImage
    if color {
      image = ColorGlyphRenderer.render(face: face, glyph: glyph, size: size)
    } else if let outline = glyphCache.outline(face: face, glyph: glyph) {
      image = OutlineGlyphRenderer.render(
        outline, unitsPerEm: face.unitsPerEm, size: size,
        subpixelX: Double(subpixelStep) / Double(GlyphCache.subpixelSteps),
        rasterizer: rasterizer)
    } else {
      image = .empty
    }
    glyphCache.insert(image, for: key)
    return image
  }
}
