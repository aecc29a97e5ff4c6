import Raster

/// A glyph placed relative to its line's origin (the left end of the baseline), y down.
struct PlacedGlyph {
  var glyph: UInt32
  /// Where the glyph is drawn: `pen` plus its offset from shaping.
  var x: Double
  var y: Double
  /// The pen position before the glyph: where its character's box starts.
  var pen: Double
  /// The scalar index of the glyph's cluster (for justification).
  var cluster: Int
}

/// The glyphs of one font and one attribute run on one line.
struct GlyphRun {
  var font: Font
  var attributes: TextAttributes
  var glyphs: [PlacedGlyph]
  /// Where the run's pen started and ended on the line (underlines span this).
  var startX: Double
  var endX: Double
}

/// One laid-out line.
public struct TextLine: Sendable {
  /// The characters the line covers, as UTF-16 offsets into the text (trailing spaces and
  /// the paragraph's line break included).
  public let range: Range<Int>
  /// The left end of the baseline, in layout coordinates (y down from the layout's top).
  public let origin: Point
  /// The glyphs' width, trailing spaces excluded.
  public let width: Double
  /// The tallest ascender above the baseline and the deepest descender below it (positive).
  public let ascent: Double
  public let descent: Double
  /// The line box: top edge and height (line height rules and multiples applied).
  public let top: Double
  public let height: Double
  /// The line ends (or starts) with an ellipsis standing for hidden text.
  public let isTruncated: Bool
  let runs: [GlyphRun]
}

/// Text broken into lines and placed: the result of laying out attributed text in a width.
///
/// Coordinates have the layout's top-left corner at (0, 0) and y growing down. `width` and
/// `height` are the used size (the widest line with its indent, the last line's bottom), not
/// rounded: UIKit ceils intrinsic sizes to device pixels later.
public struct TextLayout: Sendable {
  public let lines: [TextLine]
  public let width: Double
  public let height: Double
  /// Some text is hidden: lines past `maximumLines`, or cut by truncation.
  public let isTruncated: Bool
  let library: FontLibrary

  /// The first line's baseline from the top (UIKit's `firstBaselineAnchor` offset).
  public var firstBaseline: Double? { lines.first?.origin.y }
  /// The last line's baseline from the top (UIKit's `lastBaselineAnchor` offset).
  public var lastBaseline: Double? { lines.last?.origin.y }
}
