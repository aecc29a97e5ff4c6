import CoreGraphics
import Foundation

extension UITableView {
  /// The most rounds of measuring rows that came into view: each round measures the
  /// self-sizing rows the last one brought into view.
  private static let measuringRounds = 64

  /// Measures the self-sizing rows in view (making their cells), then places what is in view
  /// and keeps the rest for reuse.
  func layoutRows() {
    let width = bounds.width
    if width != measuredWidth {
      measuredRowHeights = [:]
      measuredSupplementaryHeights = [:]
      measuredWidth = width
    }
    var geometry = makeGeometry(width: width)
    for _ in 0..<Self.measuringRounds {
      let unmeasured = geometry.indexPaths(in: bounds).filter(geometry.unmeasured.contains)
      guard !unmeasured.isEmpty else { break }
      for indexPath in unmeasured {
        measuredRowHeights[indexPath] = cellInView(at: indexPath).fittingHeight(
          forWidth: geometry.rowWidth)
      }
      geometry = makeGeometry(width: width)
    }
    self.geometry = geometry
    let size = CGSize(width: width, height: geometry.contentHeight)
    if contentSize != size { contentSize = size }
    backgroundView?.frame = bounds
    tableHeaderView?.frame = geometry.tableHeader
    tableFooterView?.frame = geometry.tableFooter
    placeCells()
    placeSupplementaryViews()
  }

  /// The cell of a row in view, asking the data source for it the first time.
  func cellInView(at indexPath: IndexPath) -> UITableViewCell {
    if let cell = visibleCellsByIndexPath[indexPath] { return cell }
    let cell =
      dataSource?.tableView(self, cellForRowAt: indexPath)
      ?? UITableViewCell(
        style: .default, reuseIdentifier: nil)
    visibleCellsByIndexPath[indexPath] = cell
    cell.tableStyle = style
    cell.isSelected = selectedIndexPaths.contains(indexPath)
    if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    return cell
  }

  private func placeCells() {
    let inView = Set(geometry.indexPaths(in: bounds))
    for (indexPath, cell) in visibleCellsByIndexPath where !inView.contains(indexPath) {
      visibleCellsByIndexPath[indexPath] = nil
      enqueue(cell)
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
    for indexPath in inView.sorted() {
      guard let frame = geometry.rowFrame(indexPath) else { continue }
      let cell = cellInView(at: indexPath)
      cell.frame = frame
      decorate(cell, at: indexPath)
    }
  }

  /// The look a cell takes from its place: rounded group corners in the inset grouped style,
  /// and a separator below it unless it ends a group.
  private func decorate(_ cell: UITableViewCell, at indexPath: IndexPath) {
    let rows = geometry.sections[indexPath.section].rowCount
    let isFirst = indexPath.row == 0
    let isLast = indexPath.row == rows - 1
    if style == .insetGrouped {
      var corners: CACornerMask = []
      if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
      cell.layer.cornerRadius = corners.isEmpty ? 0 : TableMetrics.insetGroupedCornerRadius
      cell.layer.maskedCorners = corners
      cell.clipsToBounds = !corners.isEmpty
    }
    let showsSeparator = separatorStyle != .none && !(isLast && style != .plain)
    cell.layoutIfNeeded()
    cell.placeSeparator(
      visible: showsSeparator, color: separatorColor ?? .separator,
      defaultLeading: separatorInset.left, trailing: separatorInset.right)
  }

  private func placeSupplementaryViews() {
    var inView: [TableSupplementaryKey: CGRect] = [:]
    let visibleTop = bounds.minY + adjustedContentInset.top
    for (section, part) in geometry.sections.enumerated() {
      var header = part.header
      if style == .plain, header.height > 0 {
        // Plain headers stay at the top while their section's rows are in view.
        let lowest = part.rowsRange.upperBound - header.height
        header.origin.y = max(header.minY, min(visibleTop, lowest))
      }
      for (key, frame) in [
        (TableSupplementaryKey.header(section), header), (.footer(section), part.footer),
      ]
      where frame.height > 0 && frame.overlaps(bounds) {
        inView[key] = frame
      }
    }
    for (key, view) in visibleSupplementaryViews where inView[key] == nil {
      view.removeFromSuperview()
      visibleSupplementaryViews[key] = nil
      switch key {
      case .header(let section):
        tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
      case .footer(let section):
        tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
      }
    }
    for (key, frame) in inView {
      guard let view = supplementaryView(for: key) else { continue }
      view.frame = frame
      guard visibleSupplementaryViews[key] == nil else { continue }
      visibleSupplementaryViews[key] = view
      addSubview(view)
      switch key {
      case .header(let section):
        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
      case .footer(let section):
        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
      }
    }
    // Headers float above the rows.
    for view in visibleSupplementaryViews.values { bringSubviewToFront(view) }
  }

  /// Swaps the table header or footer view.
  func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    setNeedsLayout()
  }
}
