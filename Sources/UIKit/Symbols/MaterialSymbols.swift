import CoreGraphics
import Foundation
import Raster
import Typesetting

/// The SF Symbols that Offscreen draws with glyphs of Google's Material Icons (Apache 2.0),
/// read at run time from the font Debian installs: the breadth beyond the hand-drawn set.
///
/// Which icon stands for which name is the reviewed table in `MaterialSymbols+Table.swift`.
/// A glyph is placed on the symbols' design grid (cap height from y = 0 to y = 100, y down)
/// so that its 20-pixel live area spans what SF's circle spans, centred on the cap height's
/// middle, and its strokes follow the weight (``SymbolGlyph/OutlineWeight``).
// Divergence: the shapes are Material's, not Apple's; SF Symbols cannot be shipped.
enum MaterialSymbols {
  /// The font's family, and the Debian package that installs it.
  static let family = "Material Icons"
  static let debianPackage = "fonts-material-design-icons-iconfont"

  /// Design units per pixel of Material's 24-pixel grid: its 20-pixel circles and 2-pixel
  /// strokes come out 128 and 12.8 units, as SF's circle (116 + 11.5) and regular stroke
  /// (11.5) are.
  static let unitsPerPixel: CGFloat = 6.4
  /// The same inside an enclosure: the icon fills a little over half the circle, its strokes
  /// drawn at 0.85 of the enclosure's, as SF's enclosed symbols are.
  static let enclosedUnitsPerPixel: CGFloat = 3.8
  static let enclosedStrokeShare: CGFloat = 0.85

  /// The drawing of the symbol `name`; nil when the table has no line for it or the font is
  /// not installed (said once).
  static func glyph(named name: String) -> SymbolGlyph? {
    guard let entry = entries[name] else { return nil }
    return cache.glyph(for: name) { makeGlyph(entry) }
  }

  /// Every name the table maps.
  static var names: Dictionary<String, Entry>.Keys { entries.keys }

  /// One line of the table: the icon (nil for an enclosure alone) and its enclosure, if any.
  struct Entry: Sendable {
    let icon: Unicode.Scalar?
    let enclosure: SymbolEnclosure?
  }

  /// The table, read once.
  static let entries: [String: Entry] = {
    let points: [String: Unicode.Scalar] = Dictionary(
      uniqueKeysWithValues: rows(of: codepoints).compactMap { row in
        guard row.count == 2, let value = UInt32(row[1], radix: 16),
          let scalar = Unicode.Scalar(value)
        else { return nil }
        return (row[0], scalar)
      })
    return Dictionary(
      uniqueKeysWithValues: rows(of: symbols).compactMap { row in
        guard row.count >= 2 else { return nil }
        let enclosure = row.count > 2 ? SymbolEnclosure(rawValue: row[2]) : nil
        let icon = points[row[1]]
        guard icon != nil || (row[1] == "-" && enclosure != nil) else { return nil }
        return (row[0], Entry(icon: icon, enclosure: enclosure))
      })
  }()

  private static func rows(of text: String) -> [[String]] {
    text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
  }

  private static let cache = GlyphCache()

  private static func makeGlyph(_ entry: Entry) -> SymbolGlyph? {
    guard let enclosure = entry.enclosure else {
      return entry.icon.flatMap { icon in
        part(icon, unitsPerPixel: unitsPerPixel, share: 1, cut: false).map { SymbolGlyph([$0]) }
      }
    }
    guard let icon = entry.icon else { return SymbolGlyph([enclosure.shape]) }
    guard
      let inner = part(
        icon, unitsPerPixel: enclosedUnitsPerPixel, share: enclosedStrokeShare,
        cut: enclosure.isFilled)
    else { return nil }
    return SymbolGlyph([enclosure.shape, inner])
  }

  /// The icon's outline on the design grid, its em centred on the enclosure's centre.
  private static func part(
    _ icon: Unicode.Scalar, unitsPerPixel: CGFloat, share: CGFloat, cut: Bool
  ) -> SymbolGlyph.Part? {
    guard let face = face(), let outline = FontLibrary.shared.outline(of: icon, in: face) else {
      return nil
    }
    // Material's grid is 24 pixels to the em; font units are y up from the em's bottom.
    let em = CGFloat(face.unitsPerEm)
    let scale = 24 * unitsPerPixel / em
    let center = SymbolEnclosure.center
    let placed = outline.applying(
      Transform(
        a: scale, b: 0, c: 0, d: -scale, tx: center.x - em / 2 * scale,
        ty: center.y + em / 2 * scale))
    let weight = SymbolGlyph.OutlineWeight(natural: 2 * unitsPerPixel, share: share)
    return SymbolGlyph.Part(
      path: CGPath.make(from: placed), paint: cut ? .cutOutline(weight) : .outline(weight))
  }

  /// The Material Icons face; nil, said once, when it is not installed.
  private static func face() -> FontFace? {
    let face = FontLibrary.shared.installedFace(named: family)
    if face == nil {
      SymbolLog.warnOnce(
        "warning: Offscreen: the symbol font \(family) is not installed: apt-get install "
          + "\(debianPackage) (only the built-in symbols are drawn; other names give nil)")
    }
    return face
  }

  /// Glyphs made once per name, on any thread.
  private final class GlyphCache: @unchecked Sendable {
    private let lock = NSLock()
    private var glyphs: [String: SymbolGlyph?] = [:]

    func glyph(for name: String, make: () -> SymbolGlyph?) -> SymbolGlyph? {
      if let known = lock.withLock({ glyphs[name] }) { return known }
      let made = make()
      lock.withLock { glyphs[name] = made }
      return made
    }
  }
}

extension CGPath {
  /// A path with the same elements as `path`.
  fileprivate static func make(from path: Path) -> CGPath {
    let result = CGMutablePath()
    for element in path.elements {
      switch element {
      case .move(let p): result.move(to: CGPoint(x: p.x, y: p.y))
      case .line(let p): result.addLine(to: CGPoint(x: p.x, y: p.y))
      case .quad(let c, let p):
        result.addQuadCurve(to: CGPoint(x: p.x, y: p.y), control: CGPoint(x: c.x, y: c.y))
      case .cubic(let c1, let c2, let p):
        result.addCurve(
          to: CGPoint(x: p.x, y: p.y), control1: CGPoint(x: c1.x, y: c1.y),
          control2: CGPoint(x: c2.x, y: c2.y))
      case .close: result.closeSubpath()
      }
    }
    return result
  }
}
