import CoreGraphics
import Foundation

/// What a symbol image draws: a glyph at the size, weight and scale its configuration
/// resolves to.
///
/// Sizing follows SF Symbols' model: at the medium scale the design grid's cap height (100
/// units) is the cap height of the system font at the point size; the small and large scales
/// shrink or grow the symbol about the middle of the cap height, so it stays centred on the
/// text it sits with. The image is the box around the ink, rounded out to whole pixels at 3×,
/// with the ink centred in it.
struct SymbolImageContent: Sendable {
  /// The cap height of Apple's system font per point of size: SF Pro's 1443 units of 2048.
  /// Symbols follow SF Pro's metrics, not the stand-in font's, so that their sizes are iOS's.
  static let capHeightPerPoint: CGFloat = 1443 / 2048

  /// The pixel density the image's bitmap is made at: the main screen's.
  static let bitmapScale: CGFloat = 3

  let name: String
  let glyph: SymbolGlyph
  /// The configuration as given: what `symbolConfiguration` reports and others apply over.
  let configuration: UIImage.SymbolConfiguration
  /// Points per design unit.
  let unit: CGFloat
  /// The stroke width in design units.
  let lineWidth: CGFloat
  /// The ink's box in design units.
  let inkBounds: CGRect
  /// The image's size in points.
  let size: CGSize

  /// The symbol `name` drawn as `configuration` says; nil for a name the catalog lacks.
  init?(name: String, configuration: UIImage.SymbolConfiguration) {
    guard let glyph = SymbolCatalog.glyph(named: name) else { return nil }
    self.name = name
    self.glyph = glyph
    self.configuration = configuration
    unit =
      configuration.resolvedPointSize * Self.capHeightPerPoint
      * Self.scaleFactor(configuration.resolvedScale) / 100
    lineWidth = SymbolGlyph.lineWidth(for: configuration.resolvedWeight)
    inkBounds = glyph.inkBounds(lineWidth: lineWidth)
    let pixels = Self.bitmapScale
    size = CGSize(
      width: (inkBounds.width * unit * pixels).rounded(.up) / pixels,
      height: (inkBounds.height * unit * pixels).rounded(.up) / pixels)
  }

  /// How much larger than medium a scale draws. Apple documents small as "approximately 20%
  /// smaller" and large as "approximately 30% larger" than medium; the SF Symbols template's
  /// guides put them at 0.783 and 1.29.
  static func scaleFactor(_ scale: UIImage.SymbolScale) -> CGFloat {
    switch scale {
    case .small: 0.783
    case .large: 1.29
    default: 1
    }
  }

  /// The distance in points from the image's bottom edge up to the text baseline the symbol
  /// sits on; negative when the image ends above the baseline.
  var baselineOffsetFromBottom: CGFloat {
    // The scales grow the symbol about the cap height's middle (y = 50), so the baseline is at
    // 50 + 50 / factor in the glyph's units.
    let baseline = 50 + 50 / Self.scaleFactor(configuration.resolvedScale)
    let bottom = inkBounds.midY + size.height / unit / 2
    return (bottom - baseline) * unit
  }

  /// The colour the configuration asks for (hierarchical or the palette's first), if any.
  var configuredColor: UIColor? { configuration.colors?.first }

  /// Draws the symbol stretched over `rect` of a y-down context, in `color`.
  func draw(in rect: CGRect, context: CGContext, color: CGColor) {
    guard size.width > 0, size.height > 0 else { return }
    context.saveGState()
    defer { context.restoreGState() }
    context.translateBy(x: rect.minX, y: rect.minY)
    context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
    // The ink is centred in the pixel-rounded box.
    context.translateBy(
      x: (size.width - inkBounds.width * unit) / 2, y: (size.height - inkBounds.height * unit) / 2)
    context.scaleBy(x: unit, y: unit)
    context.translateBy(x: -inkBounds.minX, y: -inkBounds.minY)
    glyph.draw(in: context, color: color, lineWidth: lineWidth)
  }

  /// The symbol drawn in black at ``bitmapScale``, for `cgImage` and bitmap uses.
  func makeBitmap() -> CGImage? {
    let bounds = CGRect(origin: .zero, size: size)
    guard
      let context = makeUIKitBitmapContext(bounds: bounds, scale: Self.bitmapScale, opaque: false)
    else { return nil }
    draw(in: bounds, context: context, color: CGColor(gray: 0, alpha: 1))
    return context.makeImage()
  }
}
