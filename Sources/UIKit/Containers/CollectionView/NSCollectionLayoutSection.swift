import CoreGraphics

/// How a compositional section's groups run across the main scrolling direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout: a group repeated for the section's items, with
/// spacing, insets, and headers and footers.
///
/// A section that scrolls orthogonally lays its groups side by side; headless it shows its
/// first page, and what lies beyond the collection view's width is not drawn.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
  /// The group repeated for the section's items.
  public let group: NSCollectionLayoutGroup
  /// The space between groups.
  open var interGroupSpacing: CGFloat = 0
  /// The insets around the section's groups.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Whether the groups run across the scrolling direction, in a row of their own.
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// The section's headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// The list appearance, for sections made by `list(using:layoutEnvironment:)`.
  var listConfiguration: UICollectionLayoutListConfiguration?

  public init(group: NSCollectionLayoutGroup) { self.group = group }

  /// A section of a list: full-width rows that size themselves (44 points estimated), with
  /// the appearance's insets, headers and footers.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(ListContentMetrics.minimumRowHeight))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: size, subitems: [item]))
    section.listConfiguration = configuration
    let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
    let side =
      configuration.appearance == .insetGrouped
      ? TableMetrics.sideMargin(for: layoutEnvironment.traitCollection) : 0
    let titled = configuration.headerMode == .supplementary
    section.contentInsets = NSDirectionalEdgeInsets(
      top: grouped && !titled ? TableMetrics.groupedHeaderHeight : 0, leading: side,
      bottom: grouped && configuration.footerMode != .supplementary
        ? TableMetrics.groupedFooterHeight : 0,
      trailing: side)
    let headerSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(38))
    if titled {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader,
          alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    return section
  }
}

/// The list styles of a compositional layout: rows like a table view's.
public struct UICollectionLayoutListConfiguration {
  /// The look of the list, as the table view styles.
  public enum Appearance: Int, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }

  /// How sections show headers.
  public enum HeaderMode: Int, Sendable {
    case none, supplementary, firstItemInSection
  }

  /// How sections show footers.
  public enum FooterMode: Int, Sendable {
    case none, supplementary
  }

  /// The list's look.
  public let appearance: Appearance
  /// Whether rows have separators. True by default.
  public var showsSeparators = true
  /// The list's background colour; nil for the appearance's.
  public var backgroundColor: UIColor?
  /// How sections show headers. `.none` by default.
  public var headerMode: HeaderMode = .none
  /// How sections show footers. `.none` by default.
  public var footerMode: FooterMode = .none
  /// The space above each header (stored only).
  public var headerTopPadding: CGFloat?

  public init(appearance: Appearance) { self.appearance = appearance }

  /// The background the list's collection view shows.
  var resolvedBackgroundColor: UIColor {
    backgroundColor
      ?? (appearance == .grouped || appearance == .insetGrouped
        ? .systemGroupedBackground : .systemBackground)
  }
}

/// What a section provider knows of where its section goes.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
  /// The collection view's size and insets.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}

/// The size of what a compositional layout fills.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a compositional layout gives its section provider.
struct LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  var contentSize: CGSize
  var traitCollection: UITraitCollection
  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}
