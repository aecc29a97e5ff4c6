import Raster

/// A colour glyph (an emoji bitmap) and the rectangle it covers in layout coordinates.
public struct TextImage {
  /// Premultiplied RGBA, already scaled to the glyph's size times the requested scale.
  public var pixmap: Pixmap
  public var rect: Rect
}

/// The outlines of one run of glyphs in one colour.
public struct TextOutline: Sendable {
  /// Every glyph outline of the run, in layout coordinates (y down) offset by the origin.
  public var path: Path
  public var color: Color
}

extension TextLayout {
  /// The layout's glyphs as filled paths, one per run, with the layout's top-left corner at
  /// `origin`: for drawing text through a full painting pipeline (clip masks, blend modes,
  /// stroked text, text as a clip). Colour bitmap glyphs have no outline: see `images(at:scale:)`.
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

extension TextLayout {
  /// The colour bitmap glyphs (emoji), rendered for `scale` device pixels per point, with the
  /// layout's top-left corner at `origin`: the companion of `outlines(at:)`.
  public func images(at origin: Point = .zero, scale: Double = 1) -> [TextImage] {
    guard scale.isFinite, scale > 0 else { return [] }
    return library.withLock {
      var images: [TextImage] = []
      for line in lines {
        for run in line.runs where run.font.face.hasColorBitmaps {
          for glyph in run.glyphs {
            let image = library.glyphImage(
              face: run.font.face, glyph: glyph.glyph, size: run.font.size * scale,
              subpixelStep: 0)
            guard case .color(let cached) = image.pixels else { continue }
            // A copy: the cached image must never change under the glyph cache.
            let pixmap = cached.copy()
            let x = origin.x + line.origin.x + glyph.x + Double(image.left) / scale
            let y = origin.y + line.origin.y + glyph.y + Double(image.top) / scale
            let rect = Rect(
              x: x, y: y, width: Double(image.width) / scale, height: Double(image.height) / scale)
            images.append(TextImage(pixmap: pixmap, rect: rect))
          }
        }
      }
      return images
    }
  }
}
