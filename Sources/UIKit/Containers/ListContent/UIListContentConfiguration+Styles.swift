import CoreGraphics

extension UIListContentConfiguration {
  /// A row: body text.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// A row with the secondary text below the text, in the secondary label colour.
  public static func subtitleCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.secondaryTextProperties.color = .secondaryLabel
    configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
    return configuration
  }

  /// A row with the secondary text at the trailing edge, as Settings shows values.
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.prefersSideBySideTextAndSecondaryText = true
    configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
    configuration.secondaryTextProperties.color = .secondaryLabel
    configuration.secondaryTextProperties.numberOfLines = 1
    return configuration
  }

  /// A row of a sidebar: as ``cell()``, tinted images.
  public static func sidebarCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.imageProperties.tintColor = nil
    return configuration
  }

  /// A sidebar row with a secondary text below the text.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

  /// A sidebar row with the secondary text below, for a sidebar beside other content.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

  /// A sidebar row with a subtitle, for a sidebar beside other content.
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    subtitleCell()
  }

  /// The header of a section of a plain list: headline text.
  public static func plainHeader() -> UIListContentConfiguration {
    headerFooter(
      font: .preferredFont(forTextStyle: .headline), color: .label,
      margins: ListContentMetrics.plainHeaderMargins)
  }

  /// The footer of a section of a plain list.
  public static func plainFooter() -> UIListContentConfiguration {
    headerFooter(
      font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel,
      margins: ListContentMetrics.plainHeaderMargins)
  }

  /// The header of a section of a grouped list: upper-case footnote text in the secondary
  /// label colour.
  public static func groupedHeader() -> UIListContentConfiguration {
    var configuration = headerFooter(
      font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel,
      margins: ListContentMetrics.groupedHeaderMargins)
    configuration.textProperties.transform = .uppercase
    return configuration
  }

  /// The footer of a section of a grouped list: footnote text in the secondary label colour.
  public static func groupedFooter() -> UIListContentConfiguration {
    headerFooter(
      font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel,
      margins: ListContentMetrics.groupedFooterMargins)
  }

  /// A large header of an inset grouped list: bold title 3 text.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    headerFooter(
      font: .systemFont(
        ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize, weight: .bold),
      color: .label, margins: ListContentMetrics.prominentHeaderMargins)
  }

  /// A larger header of an inset grouped list: bold title 2 text.
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    headerFooter(
      font: .systemFont(
        ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize, weight: .bold),
      color: .label, margins: ListContentMetrics.prominentHeaderMargins)
  }

  /// The header of a sidebar section.
  public static func sidebarHeader() -> UIListContentConfiguration { groupedHeader() }

  /// The header for the list a configuration goes into: grouped style, as iOS's `header()`
  /// gives for most lists.
  public static func header() -> UIListContentConfiguration { groupedHeader() }

  /// The footer for the list a configuration goes into.
  public static func footer() -> UIListContentConfiguration { groupedFooter() }

  private static func headerFooter(
    font: UIFont, color: UIColor, margins: NSDirectionalEdgeInsets
  ) -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.font = font
    configuration.textProperties.color = color
    configuration.directionalLayoutMargins = margins
    return configuration
  }
}
