import CoreGraphics
import Foundation

extension UITableView {
  /// The number of sections, as the data source last said.
  public var numberOfSections: Int { sectionRowCounts.count }

  /// The number of rows in `section`; 0 for a section that does not exist.
  public func numberOfRows(inSection section: Int) -> Int {
    let counts = sectionRowCounts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// The cell of the row at `indexPath` when it is in view; nil otherwise.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return visibleCellsByIndexPath[indexPath]
  }

  /// The cells in view, top to bottom.
  public var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the rows in view, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return visibleCellsByIndexPath.keys.sorted()
  }

  /// The index path of a cell in view.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    layoutIfNeeded()
    return visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The index path of the row at `point` (content coordinates).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    layoutIfNeeded()
    guard point.x >= geometry.rowX, point.x < geometry.rowX + geometry.rowWidth else {
      return nil
    }
    return geometry.indexPaths(in: CGRect(x: point.x, y: point.y, width: 0, height: 0.001)).first
  }

  /// The frame of the row at `indexPath`, in the table's coordinates; zero for no such row.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    layoutIfNeeded()
    return geometry.rowFrame(indexPath) ?? .zero
  }

  /// The frame of the header of `section`.
  public func rectForHeader(inSection section: Int) -> CGRect {
    layoutIfNeeded()
    return geometry.sections.indices.contains(section) ? geometry.sections[section].header : .zero
  }

  /// The frame of the footer of `section`.
  public func rectForFooter(inSection section: Int) -> CGRect {
    layoutIfNeeded()
    return geometry.sections.indices.contains(section) ? geometry.sections[section].footer : .zero
  }

  /// The frame of the whole of `section`: header, rows and footer.
  public func rect(forSection section: Int) -> CGRect {
    layoutIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let part = geometry.sections[section]
    return CGRect(
      x: 0, y: part.header.minY, width: bounds.width, height: part.footer.maxY - part.header.minY)
  }

  /// The header view of `section` when it is in view.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return visibleSupplementaryViews[.header(section)] as? UITableViewHeaderFooterView
  }

  /// The footer view of `section` when it is in view.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return visibleSupplementaryViews[.footer(section)] as? UITableViewHeaderFooterView
  }

  /// Scrolls so that the row at `indexPath` is at `scrollPosition` (`.none`: as little as
  /// needed), within the content.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    layoutIfNeeded()
    guard let frame = geometry.rowFrame(indexPath) else {
      return LayoutLog.report("scrollToRow(at: \(indexPath)): there is no such row.")
    }
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    let target: CGFloat
    switch scrollPosition {
    case .none:
      return scrollRectToVisible(frame, animated: animated)
    case .top: target = frame.minY - inset.top
    case .middle: target = frame.midY - inset.top - visibleHeight / 2
    case .bottom: target = frame.maxY - inset.top - visibleHeight
    }
    let highest = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    setContentOffset(
      CGPoint(x: contentOffset.x, y: min(max(target, -inset.top), highest)), animated: animated)
  }

  // MARK: Selection

  /// The first selected row.
  public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.sorted().first }

  /// The selected rows, or nil when there are none.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
  }

  /// Selects the row (nil deselects all) and scrolls it to `scrollPosition`. As on iOS, the
  /// delegate is not told.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for selected in selectedIndexPaths { deselectRow(at: selected, animated: animated) }
      return
    }
    guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return }
    if !(isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection) {
      for selected in selectedIndexPaths where selected != indexPath {
        deselectRow(at: selected, animated: animated)
      }
    }
    if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
    visibleCellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    visibleCellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
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
  /// Starts a group of updates (they apply at once).
  public func beginUpdates() {}
  /// Ends a group of updates: the data is reloaded.
  public func endUpdates() { reloadData() }
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
}
