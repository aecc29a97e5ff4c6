import Foundation

/// A table view data source that shows snapshots of identifiers: apply a snapshot and the
/// table shows its sections and rows, with cells from the cell provider. Subclasses give
/// section titles by overriding the title methods.
///
/// Headless, applying a snapshot reloads the table at once (there are no animations).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
  public typealias CellProvider =
    @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()

  /// How row changes would animate (stored only).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// A data source for `tableView` (it becomes its data source; keep a reference, as the
  /// table does not).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// Shows `snapshot`; `completion` runs after.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    store.replace(with: snapshot)
    tableView?.reloadData()
    completion?()
  }

  /// Shows `snapshot` by reloading the data.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// The snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    store.snapshot
  }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    store.item(at: indexPath)
  }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    store.indexPath(of: itemIdentifier)
  }
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.section(at: index) }
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    store.index(of: sectionIdentifier)
  }

  // MARK: UITableViewDataSource (override the titles)

  open func numberOfSections(in tableView: UITableView) -> Int { store.sectionCount }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.itemCount(inSection: section)
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if let item = store.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) {
      return cell
    }
    LayoutLog.report(
      "UITableViewDiffableDataSource: the cell provider gave no cell for \(indexPath); an "
        + "empty cell stands in.")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
