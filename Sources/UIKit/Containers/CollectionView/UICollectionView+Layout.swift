import CoreGraphics
import Foundation

extension UICollectionView {
  /// The most rounds of measuring self-sizing items that came into view.
  private static let measuringRounds = 64

  func layoutItems() {
    let layout = collectionViewLayoutStorage
    if bounds.width != measuredWidth {
      measuredWidth = bounds.width
      measuredItemSizes = [:]
      measuredSupplementarySizes = [:]
      layout.needsPrepare = true
    }
    layout.prepareIfNeeded()
    for _ in 0..<Self.measuringRounds {
      let unmeasured = (layout.layoutAttributesForElements(in: bounds) ?? []).compactMap {
        attributes -> (UICollectionViewLayoutAttributes, UIAxis)? in
        guard attributes.representedElementCategory == .cell else { return nil }
        let axes = layout.unmeasuredSelfSizingAxes(at: attributes.indexPath)
        return axes.isEmpty ? nil : (attributes, axes)
      }
      guard !unmeasured.isEmpty else { break }
      for (attributes, axes) in unmeasured {
        let cell = cellInView(at: attributes.indexPath)
        cell.applyLayout(attributes)
        cell.selfSizingAxes = axes
        measuredItemSizes[attributes.indexPath] =
          cell.preferredLayoutAttributesFitting(attributes)
          .size
      }
      layout.needsPrepare = true
      layout.prepareIfNeeded()
    }
    let size = layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    backgroundView?.frame = bounds
    place(layout.layoutAttributesForElements(in: bounds) ?? [], layout: layout)
  }

  /// The cell of an item in view, asking the data source for it the first time.
  func cellInView(at indexPath: IndexPath) -> UICollectionViewCell {
    if let cell = visibleCellsByIndexPath[indexPath] { return cell }
    let cell =
      dataSource?.collectionView(self, cellForItemAt: indexPath)
      ?? UICollectionViewCell(
        frame: .zero)
    visibleCellsByIndexPath[indexPath] = cell
    cell.isSelected = selectedIndexPaths.contains(indexPath)
    if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    return cell
  }

  private func place(
    _ attributes: [UICollectionViewLayoutAttributes], layout: UICollectionViewLayout
  ) {
    let cells = attributes.filter { $0.representedElementCategory == .cell }
    let inView = Set(cells.map(\.indexPath))
    for (indexPath, cell) in visibleCellsByIndexPath where !inView.contains(indexPath) {
      visibleCellsByIndexPath[indexPath] = nil
      cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }
    for item in cells {
      let cell = cellInView(at: item.indexPath)
      cell.applyLayout(item)
      (cell as? UICollectionViewListCell)?.placement = layout.listPlacement(at: item.indexPath)
    }
    let supplementaries = attributes.filter { $0.representedElementCategory == .supplementaryView }
    let keys = Set(
      supplementaries.map {
        SupplementaryKey(kind: $0.representedElementKind ?? "", indexPath: $0.indexPath)
      })
    for (key, view) in visibleSupplementaryViews where !keys.contains(key) {
      visibleSupplementaryViews[key] = nil
      supplementaryPool.enqueue(view, identifier: view.reuseIdentifier.map { "\(key.kind)/\($0)" })
    }
    for item in supplementaries {
      let key = SupplementaryKey(kind: item.representedElementKind ?? "", indexPath: item.indexPath)
      let view = supplementaryView(for: key)
      view.applyLayout(item)
      // Supplementary views are in front of cells, as headers float over them.
      bringSubviewToFront(view)
    }
  }

  /// The supplementary view at `key`, asking the data source for it the first time it is in
  /// view.
  func supplementaryView(for key: SupplementaryKey) -> UICollectionReusableView {
    if let view = visibleSupplementaryViews[key] { return view }
    let view =
      dataSource?.collectionView(
        self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      ?? UICollectionReusableView(frame: .zero)
    visibleSupplementaryViews[key] = view
    if view.superview !== self { addSubview(view) }
    collectionDelegate?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
    return view
  }

  /// The number of items in each section, asked once per load of the data.
  var sectionItemCounts: [Int] {
    if let itemCounts { return itemCounts }
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    let counts = (0..<sections).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
    itemCounts = counts
    return counts
  }
}
