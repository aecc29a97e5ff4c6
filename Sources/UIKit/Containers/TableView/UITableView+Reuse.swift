import Foundation

extension UITableView {
  /// Registers the class of the cells dequeued with `identifier`; nil unregisters it. Cells
  /// are made with `init(style: .default, reuseIdentifier:)`.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else { return cellPool.register(identifier, maker: nil) }
    guard let type = cellClass as? UITableViewCell.Type else {
      return LayoutLog.report(
        "register(_:forCellReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a "
          + "UITableViewCell; it is not registered.")
    }
    cellPool.register(identifier) { type.init(reuseIdentifierForDequeue: $0) }
  }

  /// Registers the class of the header and footer views dequeued with `identifier`.
  public func register(
    _ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    guard let aClass else { return headerFooterPool.register(identifier, maker: nil) }
    guard let type = aClass as? UITableViewHeaderFooterView.Type else {
      return LayoutLog.report(
        "register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): \(aClass) is not a "
          + "UITableViewHeaderFooterView; it is not registered.")
    }
    headerFooterPool.register(identifier) { type.init(reuseIdentifierForDequeue: $0) }
  }

  /// Registers the nib whose cells are dequeued with `identifier`; nil unregisters it. Nibs are
  /// not read on Linux: a nib registers nothing, and says so (see ``UINib``).
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let nib else { return cellPool.register(identifier, maker: nil) }
    nib.reportNotRegistered("register(_:forCellReuseIdentifier: \"\(identifier)\")")
  }

  /// Registers the nib of the header and footer views dequeued with `identifier`; nil
  /// unregisters it. A nib registers nothing on Linux, and says so (see ``UINib``).
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let nib else { return headerFooterPool.register(identifier, maker: nil) }
    nib.reportNotRegistered("register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\")")
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
    cellPool.dequeue(identifier)
  }

  /// A header or footer view that left the view, or a new one of the registered class; nil
  /// when there is neither.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    headerFooterPool.dequeue(identifier)
  }

  /// Takes a cell out of view and keeps it for reuse.
  func enqueue(_ cell: UITableViewCell) {
    cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
  }

  /// Keeps a header or footer view for reuse.
  func enqueue(_ view: UITableViewHeaderFooterView) {
    headerFooterPool.enqueue(view, identifier: view.reuseIdentifier)
  }
}
