import UIKit

/// A collection view whose layout, sections and items the mockup file declares: it is its own
/// data source. A list shows items as ``UICollectionViewListCell``s with a
/// ``UIListContentConfiguration`` and accessories; a grid shows each item as a tile: its
/// `backgroundColor` under its image, or its texts when it has any.
final class DeclaredCollectionView: UICollectionView, UICollectionViewDataSource {
  private static let rowIdentifier = "MockupRow"
  private static let tileIdentifier = "MockupTile"
  private static let titleIdentifier = "MockupTitle"

  /// The layout; a plain list until the file says otherwise.
  var declaredLayout = DeclaredCollectionLayout.list(.plain) { didSet { updateLayout() } }
  /// The sections shown; setting them reloads the view.
  var sections: [ListSection] = [] {
    didSet {
      updateLayout()
      reloadData()
    }
  }

  init() {
    super.init(frame: .zero, collectionViewLayout: declaredLayout.layout(for: []))
    register(UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.rowIdentifier)
    register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.tileIdentifier)
    for kind in [Self.elementKindSectionHeader, Self.elementKindSectionFooter] {
      register(
        UICollectionViewListCell.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: Self.titleIdentifier)
    }
    dataSource = self
  }

  required init?(coder: NSCoder) { nil }

  private func updateLayout() {
    collectionViewLayout = declaredLayout.layout(for: sections)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].items.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let item = sections[indexPath.section].items[indexPath.item]
    guard case .list(let appearance) = declaredLayout else { return tile(item, at: indexPath) }
    let cell = dequeueReusableCell(withReuseIdentifier: Self.rowIdentifier, for: indexPath)
    cell.contentConfiguration = item.contentConfiguration
    (cell as? UICollectionViewListCell)?.accessories = Self.accessories(item.accessory)
    // No colour: nil, the list's own background (a reused cell drops an earlier row's colour).
    cell.backgroundConfiguration = item.backgroundColor.map { color in
      var background: UIBackgroundConfiguration =
        switch appearance {
        case .plain, .sidebarPlain: .listPlainCell()
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar: .listSidebarCell()
        }
      background.backgroundColor = color
      return background
    }
    return cell
  }

  /// A grid tile: the texts as a list content, or the image filling the tile.
  private func tile(_ item: ListItem, at indexPath: IndexPath) -> UICollectionViewCell {
    let cell = dequeueReusableCell(withReuseIdentifier: Self.tileIdentifier, for: indexPath)
    var background = UIBackgroundConfiguration.clear()
    background.backgroundColor = item.backgroundColor
    if item.text == nil && item.secondaryText == nil {
      cell.contentConfiguration = nil
      if let image = item.image {
        let imageView = UIImageView(image: image)
        // A symbol keeps its point size, centred; a picture fills the tile.
        imageView.contentMode = image.isSymbolImage ? .center : .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.tintColor = item.imageTintColor
        background.customView = imageView
      }
    } else {
      cell.contentConfiguration = item.contentConfiguration
    }
    cell.backgroundConfiguration = background
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: Self.titleIdentifier, for: indexPath)
    let header = kind == Self.elementKindSectionHeader
    let section = sections[indexPath.section]
    var configuration: UIListContentConfiguration =
      switch declaredLayout {
      case .list(.plain): header ? .plainHeader() : .plainFooter()
      default: header ? .groupedHeader() : .groupedFooter()
      }
    configuration.text = header ? section.header : section.footer
    (view as? UICollectionViewListCell)?.contentConfiguration = configuration
    return view
  }

  /// The list cell accessories that match a table cell's accessory type.
  private static func accessories(_ type: UITableViewCell.AccessoryType) -> [UICellAccessory] {
    switch type {
    case .none: []
    case .disclosureIndicator: [.disclosureIndicator()]
    case .checkmark: [.checkmark()]
    case .detailButton: [.detail()]
    case .detailDisclosureButton: [.detail(), .disclosureIndicator()]
    }
  }
}
