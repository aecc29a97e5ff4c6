import CoreGraphics

/// An item of a compositional layout: its size within its group, and insets around its
/// content.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
  /// The item's size, relative to its group.
  public let layoutSize: NSCollectionLayoutSize
  /// Insets inside the item's space, around the cell.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Supplementary items attached to the item (stored only).
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  public init(
    layoutSize: NSCollectionLayoutSize,
    supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}

/// A group of items (or groups) laid along one axis.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis {
    case horizontal, vertical
  }

  let axis: Axis
  /// The items laid in the group, repeated while they fit (when no count is given).
  public let subitems: [NSCollectionLayoutItem]
  /// The number of items, sized to share the group's length; nil to repeat the subitems
  /// while they fit.
  let count: Int?
  /// The space between the group's items.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?
  ) {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  /// Items side by side, repeated while they fit in the group's width.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
  }
  /// `count` items side by side, as wide as the group allows.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
  }
  /// `count` items side by side (the iOS 16 name).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
  }
  /// Items one above another, repeated while they fit in the group's height.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
  }
  /// `count` items one above another, as tall as the group allows.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
  }
  /// `count` items one above another (the iOS 16 name).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    vertical(layoutSize: layoutSize, subitem: subitem, count: count)
  }
}

/// An element attached to an item or a section (a badge, a header).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind of view shown for it.
  public let elementKind: String

  public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize)
  }
}

/// Where a section's boundary supplementary item goes.
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section (or of the whole layout).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Top for a header, bottom for a footer.
  public let alignment: NSRectAlignment
  /// Whether it stays in view while its section is (stored only).
  open var pinToVisibleBounds = false
  /// Whether it is drawn over the section's content (stored only).
  open var extendsBoundary = true

  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.alignment = alignment
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}
