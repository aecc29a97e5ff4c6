import Foundation

/// A collection view data source that shows snapshots of identifiers: apply a snapshot and
/// the collection view shows its sections and items, with cells from the cell provider.
///
/// Headless, applying a snapshot reloads the collection view at once (there are no
/// animations).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
  public typealias CellProvider =
    @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  public typealias SupplementaryViewProvider =
    @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()

  /// Makes supplementary views (headers, footers) when the layout asks for them.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for `collectionView` (it becomes its data source; keep a reference, as
  /// the collection view does not).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// Shows `snapshot`; `completion` runs after.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    store.replace(with: snapshot)
    collectionView?.reloadData()
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

  /// The item at `indexPath`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    store.item(at: indexPath)
  }

  /// Where `identifier` is shown.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    store.indexPath(of: itemIdentifier)
  }

  /// The section at `index`.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.section(at: index) }

  /// The index of `identifier`'s section.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    store.index(of: sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { store.sectionCount }

  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    store.itemCount(inSection: section)
  }

  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    if let item = store.item(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      return cell
    }
    LayoutLog.report(
      "UICollectionViewDiffableDataSource: the cell provider gave no cell for \(indexPath); an "
        + "empty cell stands in.")
    return UICollectionViewCell(frame: .zero)
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath)
      ?? UICollectionReusableView(
        frame: .zero)
  }
}
