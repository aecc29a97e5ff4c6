import Raster

/// The outlines of one run of glyphs in one colour.
public struct TextOutline: Sendable {
  /// Every glyph outline of the run, in layout coordinates (y down) offset by the origin.
  public var path: Path
  public var color: Color
}

extension TextLayout {
  /// The layout's glyphs as filled paths, one per run, with the layout's top-left corner at
  /// `origin`: for drawing text through a full painting pipeline (clip masks, blend modes,
  /// stroked text, text as a clip). Colour bitmap glyphs have no outline and are left out.
  public func outlines(at origin: Point = .zero) -> [TextOutline] {
    library.withLock {
      lines.flatMap { line in
        line.runs.map { run in
          let scale = run.font.scale
          var path = Path()
          for glyph in run.glyphs {
            guard
              let outline = library.glyphCache.outline(face: run.font.face, glyph: glyph.glyph)
            else { continue }
            let placement = Transform(
              a: scale, b: 0, c: 0, d: -scale, tx: origin.x + line.origin.x + glyph.x,
              ty: origin.y + line.origin.y + glyph.y)
            path.append(outline.applying(placement))
          }
          return TextOutline(path: path, color: run.attributes.color)
        }
      }
    }
  }
}
