import Raster

extension TextLayout {
  /// The rectangles the characters at scalar offsets `range` take, with the layout's top-left
  /// corner at `origin`: one per line they are drawn on, from the pen position of their first
  /// glyph to the pen position after their last, over the line box. (Backgrounds behind runs
  /// of text are filled over these.)
  public func boxes(scalars range: Range<Int>, at origin: Point = .zero) -> [Rect] {
    lines.compactMap { line in
      var left = Double.infinity
      var right = -Double.infinity
      for run in line.runs {
        for (g, glyph) in run.glyphs.enumerated() where range.contains(glyph.cluster) {
          let end = g + 1 < run.glyphs.count ? run.glyphs[g + 1].pen : run.endX
          left = min(left, glyph.pen)
          right = max(right, end)
        }
      }
      guard left < right else { return nil }
      return Rect(
        x: origin.x + line.origin.x + left, y: origin.y + line.top, width: right - left,
        height: line.height)
    }
  }
}
