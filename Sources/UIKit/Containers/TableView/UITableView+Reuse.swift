import Foundation

extension UITableView {
  /// Registers the class of the cells dequeued with `identifier`; nil unregisters it. Cells
  /// are made with `init(style: .default, reuseIdentifier:)`.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      cellClasses[identifier] = nil
      return
    }
    guard let type = cellClass as? UITableViewCell.Type else {
      return LayoutLog.report(
        "register(_:forCellReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a "
          + "UITableViewCell; it is not registered.")
    }
    cellClasses[identifier] = type
  }

  /// Registers the class of the header and footer views dequeued with `identifier`.
  public func register(
    _ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    guard let aClass else {
      headerFooterClasses[identifier] = nil
      return
    }
    guard let type = aClass as? UITableViewHeaderFooterView.Type else {
      return LayoutLog.report(
        "register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): \(aClass) is not a "
          + "UITableViewHeaderFooterView; it is not registered.")
    }
    headerFooterClasses[identifier] = type
  }

  /// A cell for the row at `indexPath`: one that left the view, prepared for reuse, or a new
  /// one of the class registered for `identifier`.
  ///
  /// With no class registered, UIKit raises an exception; Offscreen reports the problem and
  /// returns a plain cell, so that the rendering shows where it is.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    LayoutLog.report(
      "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): no class is "
        + "registered for the identifier; a plain UITableViewCell stands in.")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A cell that left the view, prepared for reuse, or a new one of the registered class; nil
  /// when there is neither.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reusableCells[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    return cellClasses[identifier].map { $0.init(reuseIdentifierForDequeue: identifier) }
  }

  /// A header or footer view that left the view, or a new one of the registered class; nil
  /// when there is neither.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if let view = reusableHeaderFooterViews[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    return headerFooterClasses[identifier].map { $0.init(reuseIdentifierForDequeue: identifier) }
  }

  /// Takes a cell out of view and keeps it for reuse.
  func enqueue(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }

  /// Keeps a header or footer view for reuse.
  func enqueue(_ view: UITableViewHeaderFooterView) {
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier else { return }
    reusableHeaderFooterViews[identifier, default: []].append(view)
  }
}
