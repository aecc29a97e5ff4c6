import Raster

/// Renders outline glyphs into coverage masks with Raster's exact-area rasteriser, so text
/// anti-aliases exactly like shapes and no FreeType rendering option can change a pixel.
enum OutlineGlyphRenderer {
  /// The mask of `outline` (font units, y up) at `size` px, with the pen `subpixelX` pixels
  /// right of a pixel boundary.
  static func render(
    _ outline: Path, unitsPerEm: Int, size: Double, subpixelX: Double,
    rasterizer: Rasterizer
  ) -> GlyphImage {
    let scale = size / Double(unitsPerEm)
    guard let bounds = controlBounds(outline) else { return .empty }
    let left = Int((bounds.minX * scale + subpixelX).rounded(.down))
    let right = Int((bounds.maxX * scale + subpixelX).rounded(.up))
    let top = Int((-bounds.maxY * scale).rounded(.down))
    let bottom = Int((-bounds.minY * scale).rounded(.up))
    let width = right - left
    let height = bottom - top
    guard width > 0, height > 0, width * height <= 1 << 24 else { return .empty }
    var pixels = [UInt8](repeating: 0, count: width * height)
    let transform = Transform(
      a: scale, b: 0, c: 0, d: -scale, tx: subpixelX - Double(left), ty: -Double(top))
    pixels.withUnsafeMutableBufferPointer { buffer in
      var sink = MaskSink(pixels: buffer.baseAddress!, width: width)
      rasterizer.fill(
        outline, transform: transform, fillRule: .nonZero,
        clip: IntRect(x: 0, y: 0, width: width, height: height), into: &sink)
    }
    return GlyphImage(
      left: left, top: top, width: width, height: height, pixels: .mask(pixels))
  }

  /// The box around every point of the path, control points included (they bound curves).
  private static func controlBounds(_ path: Path) -> (
    minX: Double, minY: Double, maxX: Double, maxY: Double
  )? {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func add(_ p: Point) {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p): add(p)
      case .quad(let c, let p):
        add(c)
        add(p)
      case .cubic(let c1, let c2, let p):
        add(c1)
        add(c2)
        add(p)
      case .close: break
      }
    }
    return minX <= maxX && minY <= maxY ? (minX, minY, maxX, maxY) : nil
  }
}
