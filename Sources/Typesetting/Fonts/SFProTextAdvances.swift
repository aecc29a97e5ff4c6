/// SF Pro Text's advance widths, which the system font's stand-in takes below 20 points so that
/// system-font strings are as wide as on iOS.
///
/// iOS draws text below 20 points with SF Pro Text. Inter's glyphs have other advances (its
/// digits are narrower, its semibold and bold much narrower), and UIKit code sizes views from
/// string widths: DGCharts makes each y axis as wide as `"-80".size(withAttributes:)` at the
/// 10-point system font, 0.38 point narrower in Inter's own advances. Each character the table
/// holds takes SF Pro Text's advance in the same weight, with Inter's glyph centred in it (the two
/// fonts' glyphs sit centred in their advances to within 0.015 em) and Inter's kerning kept.
/// The widths are read from SF Pro Text's `hmtx` table (version 13.0d1e33) by
/// `Benchmarks/Fidelity/sf-pro-advances`; characters it does not hold keep Inter's advance.
public enum SFProTextAdvances: Hashable, Sendable {
  case regular, medium, semibold, bold

  /// The table measured for a face of `weight` (its OS/2 weight), nil for weights SF Pro Text's
  /// tables were not read for.
  public init?(weight: FontWeight) {
    switch weight {
    case .regular: self = .regular
    case .medium: self = .medium
    case .semibold: self = .semibold
    case .bold: self = .bold
    default: return nil
    }
  }

  /// The system font's sizes that iOS draws with SF Pro Text: below 20 points it is the Text
  /// design, from 20 the Display design (Apple's guidelines).
  public static let sizesBelow = 20.0

  /// SF Pro Text's advance of `scalar` in ems, or nil when the table does not hold it.
  public func advance(of scalar: Unicode.Scalar) -> Double? {
    let value = Int(scalar.value)
    for run in table where value >= run.first && value < run.first + run.advances.count {
      return Double(run.advances[value - run.first]) / 2048
    }
    return nil
  }

  /// Consecutive scalars from `first` and their advances in SF Pro's 2048-unit em.
  struct Run: Sendable {
    var first: Int
    var advances: [UInt16]
  }

  private var table: [Run] {
    switch self {
    case .regular: Self.regularTable
    case .medium: Self.mediumTable
    case .semibold: Self.semiboldTable
    case .bold: Self.boldTable
    }
  }
}
