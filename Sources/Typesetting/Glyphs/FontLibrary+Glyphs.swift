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

extension FontLibrary {
  /// The outline of the glyph `face` maps `scalar` to, in font units with y up; nil when the
  /// face has no glyph for it or the glyph has no outline. Icon fonts draw from these: their
  /// glyphs are pictures, placed and sized by the caller rather than laid out as text.
  public func outline(of scalar: Unicode.Scalar, in face: FontFace) -> Path? {
    withLock {
      guard let glyph = face.glyphIndex(for: scalar) else { return nil }
      return glyphCache.outline(face: face, glyph: glyph)
    }
  }
}
