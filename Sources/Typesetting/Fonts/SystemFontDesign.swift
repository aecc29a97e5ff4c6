/// How the system font stands in for Apple's SF Pro: which face draws each size, the line
/// metrics it reports and the tracking it adds.
///
/// iOS's system font changes with its size: SF Pro's optical size moves from the Text design to
/// the tighter Display design, and Core Text adds the tracking Apple publishes per size (the
/// Human Interface Guidelines' tracking table). A system font here does the same with the faces
/// it has: `text` below `displayFromSize`, `display` from there on, and `tracking(size:)` after
/// every character. With Inter standing in, `lineMetrics` are SF Pro's, so a label is as tall as
/// on iOS (17 pt: 17 × (1950 + 494) / 2048 = 20.29 pt, 20.33 once rounded up to pixels); with
/// SF Pro installed they are nil and the face's own tables are used. Below 20 points the stand-in
/// also takes SF Pro Text's advance widths (`textAdvances`), so strings are as wide as iOS's.
public struct SystemFontDesign: Hashable, Sendable {
  /// The face for sizes below `displayFromSize`.
  public let text: FontFace
  /// The face from `displayFromSize` on.
  public let display: FontFace
  /// The first size drawn with `display`.
  public let displayFromSize: Double
  /// Vertical metrics in ems that replace the faces' own; nil to keep them.
  public let lineMetrics: LineMetrics?
  /// SF Pro Text's advances in the text face's weight, which replace the face's own below
  /// `SFProTextAdvances.sizesBelow`; nil to keep them (SF Pro itself, or a weight not measured).
  public let textAdvances: SFProTextAdvances?

  /// Vertical metrics as fractions of the em.
  public struct LineMetrics: Hashable, Sendable {
    public var ascender: Double
    /// Negative: below the baseline.
    public var descender: Double
    public var leading: Double
    public var capHeight: Double
    public var xHeight: Double

    /// SF Pro's `hhea` and `OS/2` values over its 2048-unit em (ascender 1950, descender -494,
    /// no line gap, cap height 1443, x height 1078): `UIFont.lineHeight` of the 17 pt system font
    /// is 20.287 on iOS.
    public static let sfPro = LineMetrics(
      ascender: 1950 / 2048, descender: -494 / 2048, leading: 0, capHeight: 1443 / 2048,
      xHeight: 1078 / 2048)
  }

  public init(
    text: FontFace, display: FontFace, displayFromSize: Double, lineMetrics: LineMetrics?,
    textAdvances: SFProTextAdvances? = nil
  ) {
    self.text = text
    self.display = display
    self.displayFromSize = displayFromSize
    self.lineMetrics = lineMetrics
    self.textAdvances = textAdvances
  }

  /// The face that draws `size`.
  public func face(size: Double) -> FontFace { size < displayFromSize ? text : display }

  /// The tracking at `size`, in points: Apple's published SF Pro tracking, interpolated
  /// between the sizes the table lists and held at its ends.
  public static func tracking(size: Double) -> Double {
    trackingPerMille(size: size) / 1000 * size
  }

  /// Apple's SF Pro tracking table for iOS (Human Interface Guidelines, Typography,
  /// "Tracking values"), in thousandths of an em, by point size.
  static let trackingTable: [(size: Double, perMille: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
    (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
    (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
    (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10),
    (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7),
    (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3),
    (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
  ]

  static func trackingPerMille(size: Double) -> Double {
    let table = trackingTable
    guard size > table[0].size else { return table[0].perMille }
    guard let upper = table.firstIndex(where: { $0.size >= size }) else {
      return table[table.count - 1].perMille
    }
    let (high, low) = (table[upper], table[upper - 1])
    let fraction = (size - low.size) / (high.size - low.size)
    return low.perMille + (high.perMille - low.perMille) * fraction
  }
}

extension SystemFontDesign {
  /// Families that can draw the system font: Text and Display designs, the size the Display
  /// design starts at and the metrics that replace theirs.
  struct Families: Hashable, Sendable {
    var text: String
    var display: String
    var displayFromSize: Double
    var lineMetrics: LineMetrics?
    /// The family stands in for SF Pro Text's widths too: its upright text faces take
    /// `SFProTextAdvances` in their weight.
    var takesSFProAdvances = false

    /// Apple's SF Pro, when the user has installed it (Offscreen cannot ship it): SF Pro Text
    /// below 20 points and SF Pro Display from 20, as Apple's guidelines split the two.
    static let sfPro = Families(
      text: "SF Pro Text", display: "SF Pro Display", displayFromSize: 20, lineMetrics: nil)

    /// Inter with SF Pro's line metrics. Inter Display, Inter's tighter design for large text,
    /// takes over at 24 points, where Apple's tracking turns positive because SF Pro's own
    /// optical size has moved to its Display design; below that Inter's Text design with Apple's
    /// negative tracking is within a pixel of iOS's label widths, and with SF Pro Text's advances
    /// (below 20 points, where iOS draws SF Pro Text) within a fifth of a point on average.
    static let inter = Families(
      text: "Inter", display: "Inter Display", displayFromSize: 24, lineMetrics: .sfPro,
      takesSFProAdvances: true)
  }
}
