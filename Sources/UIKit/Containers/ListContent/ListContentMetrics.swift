import CoreGraphics

/// The lengths of the standard list styles, iOS 15 and later on a phone at the default text
/// size.
///
/// Apple documents none of these numbers. They are Offscreen's reading of iOS's lists: rows
/// at least 44 points tall (the height `UITableView` has always given its rows, and Apple's
/// minimum tap target in the Human Interface Guidelines), text inset 16 points from the row's
/// edges (the system minimum margin in a compact width, `systemMinimumLayoutMargins`), 11
/// points above and below a row's text so that one line of body text (22 points) makes 44,
/// and header/footer spacing that puts 35 points between groups of a grouped list. Compare
/// geometry, not pixels, with a device.
enum ListContentMetrics {
  /// The least height of a row with system content.
  static let minimumRowHeight: CGFloat = 44
  /// The least space above and below a row's image: less than the text's 11, so that a
  /// 29-point image (Settings' icons, a symbol's standard reserved square) sits in a 44-point
  /// row as iOS shows it: (44 − 29) / 2 = 7.5.
  static let imageVerticalMargin: CGFloat = 7.5
  /// The side of the square a symbol image is centred in (the standard reserved layout size)
  /// per point of the text's font: 29 points beside 17-point body text, the width of
  /// Settings' icons, so that text after symbols lines up with text after icons. It follows
  /// the font, as iOS's "scales with the content size category".
  static let symbolReservedSidePerPoint: CGFloat = 29 / 17
  /// A plain section header's margins.
  static let plainHeaderMargins = NSDirectionalEdgeInsets(
    top: 6, leading: 16, bottom: 6, trailing: 16)
  /// A grouped section header's margins: the text sits just above its group.
  static let groupedHeaderMargins = NSDirectionalEdgeInsets(
    top: 16, leading: 16, bottom: 6, trailing: 16)
  /// A grouped section footer's margins: the text sits just below its group.
  static let groupedFooterMargins = NSDirectionalEdgeInsets(
    top: 6, leading: 16, bottom: 16, trailing: 16)
  /// A prominent inset grouped header's margins.
  static let prominentHeaderMargins = NSDirectionalEdgeInsets(
    top: 16, leading: 16, bottom: 8, trailing: 16)
}
