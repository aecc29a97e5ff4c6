import Raster

/// What a cached glyph image depends on.
struct GlyphKey: Hashable {
  var face: Int32
  var glyph: UInt32
  /// The pixel size in 1/64 px.
  var size: UInt32
  /// The pen's fractional x position, in quarters of a pixel.
  var subpixel: UInt8
}

/// Rendered glyphs and unscaled outlines, bounded by the bytes they take.
///
/// When the images pass the budget, the oldest half is dropped: eviction depends only on the
/// order glyphs were first drawn, so output never depends on it.
struct GlyphCache {
  let byteBudget: Int
  private var images: [GlyphKey: GlyphImage] = [:]
  private var order: [GlyphKey] = []
  private var orderStart = 0
  private var bytes = 0
  private var outlines: [UInt64: Path?] = [:]
  /// Subpixel positions per pixel: the pen snaps to the nearest quarter.
  static let subpixelSteps = 4

  init(byteBudget: Int) {
    self.byteBudget = max(byteBudget, 0)
  }

  var imageCount: Int { images.count }
  var byteCount: Int { bytes }

  func image(_ key: GlyphKey) -> GlyphImage? { images[key] }

  mutating func insert(_ image: GlyphImage, for key: GlyphKey) {
    guard image.byteCount <= byteBudget else { return }
    if bytes + image.byteCount > byteBudget { evictOldestHalf() }
    images[key] = image
    order.append(key)
    bytes += image.byteCount
  }

  /// The outline of a glyph in font units, loaded once per face and glyph.
  mutating func outline(face: FontFace, glyph: UInt32) -> Path? {
    let key = UInt64(UInt32(truncatingIfNeeded: face.id)) << 32 | UInt64(glyph)
    if let cached = outlines[key] { return cached }
    // Outlines are small next to images; they go when the image cache empties out.
    let path = GlyphOutline.path(face: face, glyph: glyph)
    outlines[key] = path
    return path
  }

  private mutating func evictOldestHalf() {
    while bytes > byteBudget / 2, orderStart < order.count {
      if let image = images.removeValue(forKey: order[orderStart]) { bytes -= image.byteCount }
      orderStart += 1
    }
    order.removeFirst(orderStart)
    orderStart = 0
    outlines.removeAll(keepingCapacity: true)
  }
}
