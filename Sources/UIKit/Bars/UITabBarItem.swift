import CoreGraphics
import Foundation

/// An item of a tab bar: a title and an image (a second one when selected), and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The items the system draws, with UIKit's raw values.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  /// The system item the item was made with; nil for other items.
  let systemItem: SystemItem?

  /// Creates an item with no title or image.
  public override init() {
    systemItem = nil
    super.init()
  }

  public required init?(coder: NSCoder) {
    systemItem = nil
    super.init(coder: coder)
  }

  /// Creates an item with `title`, `image` and `tag`.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with `title`, `image` and the image shown when it is selected.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates a system item, with its English title, and `tag`.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    super.init()
    self.tag = tag
    title = Self.systemTitle(systemItem)
  }

  /// The image shown while the item is selected; nil shows ``UIBarItem/image``.
  open var selectedImage: UIImage? {
    didSet { itemDidChange() }
  }

  /// The text of the badge at the item's top trailing corner; nil for no badge.
  open var badgeValue: String? {
    didSet { itemDidChange() }
  }

  /// The badge's colour; nil for system red.
  open var badgeColor: UIColor? {
    didSet {
      appearanceSetterCalled(
        key: \UITabBarItem.badgeColor,
        { [badgeColor] in ($0 as? UITabBarItem)?.badgeColor = badgeColor })
      itemDidChange()
    }
  }

  /// The bar's appearance while the item is selected; nil uses the bar's.
  open var standardAppearance: UITabBarAppearance? {
    didSet { itemDidChange() }
  }

  /// The bar's appearance at the scroll edge while the item is selected; nil uses the bar's.
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet { itemDidChange() }
  }

  /// The system item's symbol, as iOS 15+ draws it; nil for other items, or when the built-in
  /// symbol set lacks it (the item then shows its title alone).
  var systemImage: UIImage? {
    let name: String? =
      switch systemItem {
      case .more: "ellipsis"
      case .favorites, .topRated: "star.fill"
      case .featured: "star"
      case .recents, .history, .mostRecent: "clock"
      case .contacts: "person.circle"
      case .bookmarks: "book"
      case .search: "magnifyingglass"
      case .downloads: "square.and.arrow.down"
      case .mostViewed: "list.number"
      case nil: nil
      }
    return name.flatMap {
      UIImage(systemName: $0, withConfiguration: BarButtonView.symbolConfiguration)
    }
  }

  private static func systemTitle(_ item: SystemItem) -> String {
    switch item {
    case .more: "More"
    case .favorites: "Favorites"
    case .featured: "Featured"
    case .topRated: "Top Rated"
    case .recents: "Recents"
    case .contacts: "Contacts"
    case .history: "History"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .downloads: "Downloads"
    case .mostRecent: "Most Recent"
    case .mostViewed: "Most Viewed"
    }
  }
}
