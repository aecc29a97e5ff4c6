import Raster

// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CFreeType

/// Reads glyph outlines from FreeType, unscaled and unhinted, as Raster paths.
enum GlyphOutline {
  /// The outline of `glyph` in font units, y up; nil when the glyph has no outline (a space, a
  /// bitmap-only glyph) or FreeType cannot load it.
  static func path(face: FontFace, glyph: UInt32) -> Path? {
    let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
    guard FT_Load_Glyph(face.ftFace, glyph, flags) == 0 else { return nil }
    let slot = face.ftFace.pointee.glyph!
    guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
    var builder = PathBuilder()
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        PathBuilder.from(user).pointee.path.move(to: PathBuilder.point(to))
        return 0
      },
      line_to: { to, user in
        PathBuilder.from(user).pointee.path.line(to: PathBuilder.point(to))
        return 0
      },
      conic_to: { control, to, user in
        PathBuilder.from(user).pointee.path.quad(
          to: PathBuilder.point(to), control: PathBuilder.point(control))
        return 0
      },
      cubic_to: { control1, control2, to, user in
        PathBuilder.from(user).pointee.path.cubic(
          to: PathBuilder.point(to), control1: PathBuilder.point(control1),
          control2: PathBuilder.point(control2))
        return 0
      },
      shift: 0, delta: 0)
    let status = withUnsafeMutablePointer(to: &builder) { pointer in
      FT_Outline_Decompose(&slot.pointee.outline, &funcs, pointer)
    }
    guard status == 0, !builder.path.isEmpty else { return nil }
    return builder.path
  }
}

/// The state FreeType's decomposition callbacks write to (they cannot capture context).
private struct PathBuilder {
  var path = Path()

  static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<PathBuilder> {
    user!.assumingMemoryBound(to: PathBuilder.self)
  }

  static func point(_ vector: UnsafePointer<FT_Vector>?) -> Point {
    Point(x: Double(vector!.pointee.x), y: Double(vector!.pointee.y))
  }
}
