import Foundation

extension UICollectionView {
  /// Registers the class of the cells dequeued with `identifier`; nil unregisters it. Cells
  /// are made with `init(frame:)`.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else { return cellPool.register(identifier, maker: nil) }
    guard let type = cellClass as? UICollectionViewCell.Type else {
      return LayoutLog.report(
        "register(_:forCellWithReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a "
          + "UICollectionViewCell; it is not registered.")
    }
    cellPool.register(identifier) { type.init(reuseIdentifierForDequeue: $0) }
  }

  /// Registers the class of the supplementary views of `elementKind` dequeued with
  /// `identifier`.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = "\(elementKind)/\(identifier)"
    guard let viewClass else { return supplementaryPool.register(key, maker: nil) }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      return LayoutLog.report(
        "register(_:forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: "
          + "\"\(identifier)\"): \(viewClass) is not a UICollectionReusableView; it is not "
          + "registered.")
    }
    supplementaryPool.register(key) { _ in type.init(reuseIdentifierForDequeue: identifier) }
  }

  /// Registers the nib whose cells are dequeued with `identifier`; nil unregisters it. Nibs are
  /// not read on Linux: a nib registers nothing, and says so (see ``UINib``).
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib else { return cellPool.register(identifier, maker: nil) }
    nib.reportNotRegistered("register(_:forCellWithReuseIdentifier: \"\(identifier)\")")
  }

  /// Registers the nib of the supplementary views of `kind` dequeued with `identifier`; nil
  /// unregisters it. A nib registers nothing on Linux, and says so (see ``UINib``).
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    guard let nib else { return supplementaryPool.register("\(kind)/\(identifier)", maker: nil) }
    nib.reportNotRegistered(
      "register(_:forSupplementaryViewOfKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\")")
  }

  /// A cell for the item at `indexPath`: one that left the view, prepared for reuse, or a new
  /// one of the class registered for `identifier`.
  ///
  /// With no class registered, UIKit raises an exception; Offscreen reports the problem and
  /// returns a plain cell, so that the rendering shows where it is.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = cellPool.dequeue(identifier) { return cell }
    LayoutLog.report(
      "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): no class "
        + "is registered for the identifier; a plain UICollectionViewCell stands in.")
    return UICollectionViewCell(reuseIdentifierForDequeue: identifier)
  }

  /// A supplementary view of `elementKind` for `indexPath`, reused or new.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryPool.dequeue("\(elementKind)/\(identifier)") { return view }
    LayoutLog.report(
      "dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: "
        + "\"\(identifier)\"): no class is registered; an empty view stands in.")
    return UICollectionReusableView(reuseIdentifierForDequeue: identifier)
  }

  /// A registration of a cell class with the handler that configures it for an item: the
  /// modern way to make cells, with
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
    let identifier = "CellRegistration-\(UUID().uuidString)"
    let handler: Handler

    /// A registration whose cells `handler` configures.
    public init(handler: @escaping Handler) { self.handler = handler }
  }

  /// A registration of a supplementary view class for an element kind.
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
    let identifier = "SupplementaryRegistration-\(UUID().uuidString)"
    let elementKind: String
    let handler: Handler

    /// A registration of views of `elementKind` that `handler` configures.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A cell of the registration's class for `item`, configured by its handler.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if !cellPool.isRegistered(registration.identifier) {
      register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
    }
    let cell =
      dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell
      ?? Cell(reuseIdentifierForDequeue: registration.identifier)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration's class, configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.elementKind
    if !supplementaryPool.isRegistered("\(kind)/\(registration.identifier)") {
      register(
        Supplementary.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: registration.identifier)
    }
    let view =
      dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath)
      as? Supplementary ?? Supplementary(reuseIdentifierForDequeue: registration.identifier)
    registration.handler(view, kind, indexPath)
    return view
  }
}
