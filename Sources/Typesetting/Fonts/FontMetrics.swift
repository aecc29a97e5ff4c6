/// A font's vertical metrics at one size, in pixels (points at scale 1), as UIKit reports them.
///
/// Taken from the `hhea` table (ascender, descender, line gap) and the `OS/2` table (cap and
/// x height), scaled by `pointSize / unitsPerEm`. `lineHeight` is `ascender - descender +
/// leading` with no rounding, as `UIFont.lineHeight` is on current iOS (the 15 pt system font
/// reports 17.900390625 = 15 × (1950 + 494) / 2048).
public struct FontMetrics: Hashable, Sendable {
  public var pointSize: Double
  /// Distance from the baseline to the top of the line box (positive).
  public var ascender: Double
  /// Distance from the baseline to the bottom of the line box (negative, as in UIKit).
  public var descender: Double
  /// The font's line gap.
  public var leading: Double
  public var capHeight: Double
  public var xHeight: Double
  /// Offset of the underline's centre from the baseline (negative: below).
  public var underlinePosition: Double
  public var underlineThickness: Double

  /// `ascender - descender + leading`.
  public var lineHeight: Double { ascender - descender + leading }
}
