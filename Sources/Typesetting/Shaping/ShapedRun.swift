/// One glyph out of HarfBuzz, in points at its run's font size.
struct ShapedGlyph {
  var glyph: UInt32
  /// Index of the first scalar of the cluster the glyph belongs to.
  var cluster: Int
  var advance: Double
  var xOffset: Double
  /// Upward offset from the baseline.
  var yOffset: Double
}

/// Glyphs of one stretch of text with a single font, script and attribute run.
struct ShapedRun {
  var font: Font
  var attributeIndex: Int
  var range: Range<Int>
  var glyphs: [ShapedGlyph]
}
