import CoreGraphics
import Foundation

/// A scrolling view of items in sections, placed by a layout (a flow layout, a
/// compositional layout, or your own), filled by a data source.
///
/// As on iOS, cells are asked for only for the items in view and kept for reuse when they
/// leave it; self-sizing items are measured as they come into view.
///
/// Divergence: ``delegate`` keeps the type `UIScrollViewDelegate?` it has on the scroll view;
/// a `UICollectionViewDelegate` assigned to it is used as one.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The kind of section header views in flow and compositional layouts.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of section footer views.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Creates a collection view placed by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayoutStorage = layout
    super.init(frame: frame)
    backgroundColor = .systemBackground
    layout.collectionView = self
  }

  public required init?(coder: NSCoder) { return nil }

  // MARK: State for the other files

  var collectionViewLayoutStorage: UICollectionViewLayout
  var cellPool = ReusePool<UICollectionViewCell> {
    $0.appliedAttributes = nil
    $0.prepareForReuse()
  }
  /// Supplementary views by kind and reuse identifier ("kind/identifier").
  var supplementaryPool = ReusePool<UICollectionReusableView> {
    $0.appliedAttributes = nil
    $0.prepareForReuse()
  }
  var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
  var visibleSupplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
  /// The sizes self-sizing items measured.
  var measuredItemSizes: [IndexPath: CGSize] = [:]
  /// The heights self-sizing supplementary views measured.
  var measuredSupplementarySizes: [SupplementaryKey: CGSize] = [:]
  /// The number of items in each section, as the data source last said.
  var itemCounts: [Int]?
  var measuredWidth: CGFloat = -1
  var selectedIndexPaths: [IndexPath] = []

  /// A supplementary view's place: its kind and index path.
  struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
  }

  // MARK: Layout and data

  /// The layout placing the items; setting it lays the view out again.
  open var collectionViewLayout: UICollectionViewLayout {
    get { collectionViewLayoutStorage }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  /// Sets the layout; headless the change is immediate.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayoutStorage.collectionView = nil
    collectionViewLayoutStorage = layout
    layout.collectionView = self
    measuredItemSizes = [:]
    measuredSupplementarySizes = [:]
    layout.invalidateLayout()
  }

  /// The object that gives the items and cells; not retained.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// The delegate as a collection view delegate, when it is one.
  var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }

  /// A view behind the items, as large as the collection view.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Whether cells may be asked for before they come into view; true by default. Stored
  /// only: Offscreen asks for a cell when it comes into view, as iOS does when this is false.
  open var isPrefetchingEnabled = true

  /// Whether items can be selected. True by default.
  open var allowsSelection = true
  /// Whether several items can be selected. False by default.
  open var allowsMultipleSelection = false
  /// Whether the view is editing (stored only).
  open var isEditing = false

  /// Forgets every item and asks the data source again at the next layout.
  open func reloadData() {
    for cell in visibleCellsByIndexPath.values {
      cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
    }
    visibleCellsByIndexPath = [:]
    for (key, view) in visibleSupplementaryViews {
      supplementaryPool.enqueue(view, identifier: view.reuseIdentifier.map { "\(key.kind)/\($0)" })
    }
    visibleSupplementaryViews = [:]
    measuredItemSizes = [:]
    measuredSupplementarySizes = [:]
    itemCounts = nil
    collectionViewLayoutStorage.invalidateLayout()
  }

  /// Lays out the items in view: measures self-sizing ones, places cells and supplementary
  /// views, keeps the rest for reuse, and sets the content size.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutItems()
  }
}
