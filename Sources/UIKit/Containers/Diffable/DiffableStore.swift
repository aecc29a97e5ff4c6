import Foundation

/// The snapshot a diffable data source shows, with its index paths looked up both ways.
struct DiffableStore<Section: Hashable & Sendable, Item: Hashable & Sendable> {
  private(set) var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
  private var itemsByIndexPath: [[Item]] = []
  private var indexPathOfItem: [Item: IndexPath] = [:]

  mutating func replace(with snapshot: NSDiffableDataSourceSnapshot<Section, Item>) {
    self.snapshot = snapshot
    itemsByIndexPath = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
    indexPathOfItem = [:]
    for (section, items) in itemsByIndexPath.enumerated() {
      for (row, item) in items.enumerated() {
        indexPathOfItem[item] = IndexPath(indexes: [section, row])
      }
    }
  }

  var sectionCount: Int { itemsByIndexPath.count }

  func itemCount(inSection section: Int) -> Int {
    itemsByIndexPath.indices.contains(section) ? itemsByIndexPath[section].count : 0
  }

  func item(at indexPath: IndexPath) -> Item? {
    guard indexPath.count == 2, itemsByIndexPath.indices.contains(indexPath[0]) else { return nil }
    let items = itemsByIndexPath[indexPath[0]]
    return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
  }

  func indexPath(of item: Item) -> IndexPath? { indexPathOfItem[item] }

  func section(at index: Int) -> Section? {
    let sections = snapshot.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  func index(of section: Section) -> Int? { snapshot.indexOfSection(section) }
}
