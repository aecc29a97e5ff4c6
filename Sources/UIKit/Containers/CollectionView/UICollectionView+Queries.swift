import CoreGraphics
import Foundation

extension UICollectionView {
  /// Where an item scrolled to ends up.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The direction a layout scrolls in.
  public enum ScrollDirection: Int, Sendable {
    case vertical, horizontal
  }

  /// The number of sections, as the data source last said.
  public var numberOfSections: Int { sectionItemCounts.count }

  /// The number of items in `section`; 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    let counts = sectionItemCounts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// The cells in view.
  public var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the items in view, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return visibleCellsByIndexPath.keys.sorted()
  }

  /// The cell of the item at `indexPath` when it is in view.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeeded()
    return visibleCellsByIndexPath[indexPath]
  }

  /// The index path of a cell in view.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    layoutIfNeeded()
    return visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The supplementary view of `elementKind` at `indexPath` when it is in view.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    layoutIfNeeded()
    return visibleSupplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The layout's attributes of the item at `indexPath`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    layoutIfNeeded()
    return collectionViewLayoutStorage.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayoutStorage.layoutAttributesForSupplementaryView(
      ofKind: kind, at: indexPath)
  }

  /// Scrolls so that the item is at `scrollPosition` (empty: as little as needed).
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      return LayoutLog.report("scrollToItem(at: \(indexPath)): there is no such item.")
    }
    let inset = adjustedContentInset
    var offset = self.offset(makingVisible: frame)
    if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
    if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
    offset.y = min(
      max(offset.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    offset.x = min(
      max(offset.x, -inset.left), max(-inset.left, contentSize.width + inset.right - bounds.width))
    setContentOffset(offset, animated: animated)
  }

  /// The selected items, or nil when there are none.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
  }

  /// Selects the item (nil deselects all). As on iOS, the delegate is not told.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
      return
    }
    guard allowsSelection else { return }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath {
        deselectItem(at: selected, animated: animated)
      }
    }
    if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
    visibleCellsByIndexPath[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    visibleCellsByIndexPath[indexPath]?.isSelected = false
  }

  // MARK: Updates (applied at once: there are no animations headless)

  /// Runs `updates`, then reloads the data; `completion` is called with true.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    performBatchUpdates(updates ?? {}, completion: completion)
  }

  /// Runs `updates` (a closure that need not escape, as UIKit's, which is not kept), then
  /// reloads the data; `completion` is called with true.
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    updates()
    reloadData()
    completion?(true)
  }
  public func insertItems(at indexPaths: [IndexPath]) { reloadData() }
  public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
  public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
  public func insertSections(_ sections: IndexSet) { reloadData() }
  public func deleteSections(_ sections: IndexSet) { reloadData() }
  public func reloadSections(_ sections: IndexSet) { reloadData() }
  public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
}
