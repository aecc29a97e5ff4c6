import CoreGraphics
import Foundation

/// What places a collection view's cells and supplementary views. Subclasses compute the
/// attributes in ``prepare()`` and answer the queries from them.
@preconcurrency @MainActor
open class UICollectionViewLayout {
  /// The collection view using the layout.
  open internal(set) weak var collectionView: UICollectionView?

  public init() {}

  /// Creates a layout from an archive: Offscreen reads no nib or storyboard archives, so
  /// this fails, as `init?(coder:)` does everywhere in Offscreen.
  public required init?(coder: NSCoder) { return nil }

  /// The class of the attributes the layout makes: ``UICollectionViewLayoutAttributes``. A
  /// layout whose attributes carry more overrides it with its subclass; the flow and
  /// compositional layouts make theirs of this class.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class ``layoutAttributesClass`` names, or the base class when it names one that is
  /// not attributes (a programming error iOS leaves undefined).
  var attributesClass: UICollectionViewLayoutAttributes.Type {
    Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
      ?? UICollectionViewLayoutAttributes.self
  }

  /// Computes the layout; called before each layout of the collection view that follows an
  /// invalidation.
  open func prepare() {}

  /// The size of all the content.
  open var collectionViewContentSize: CGSize { preparedAttributes?.contentSize ?? .zero }

  /// The attributes of every element that overlaps `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    preparedAttributes?.elements(in: rect)
  }

  /// The attributes of the cell at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    preparedAttributes?.item(at: indexPath)
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    preparedAttributes?.supplementary(ofKind: elementKind, at: indexPath)
  }

  /// The attributes the flow and compositional layouts compute in ``prepare()``; the queries
  /// above answer from them. Other layouts answer the queries themselves (nil and zero here,
  /// as on iOS).
  var computed = ComputedLayout()
  /// Whether ``prepare()`` fills ``computed``: true for the flow and compositional layouts.
  var computesAttributes: Bool { false }

  private var preparedAttributes: ComputedLayout? {
    guard computesAttributes else { return nil }
    prepareIfNeeded()
    return computed
  }

  /// Where scrolling stops when a drag ends at `proposedContentOffset` with `velocity` (points
  /// a millisecond): the proposed offset by default. A paging layout overrides it to stop on an
  /// item; the collection view asks before its delegate's `scrollViewWillEndDragging`.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// The content offset to use after an animated layout update: the proposed one by default.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  /// Marks the layout as needing ``prepare()`` again.
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  /// Whether a new bounds needs a new layout: when its size changes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != (collectionView?.bounds.size ?? .zero)
  }

  /// Whether ``prepare()`` must run before the next query.
  var needsPrepare = true

  /// The axes on which the item at `indexPath` sizes itself and has not yet been measured:
  /// none by default. Flow and compositional layouts answer for estimated sizes.
  func unmeasuredSelfSizingAxes(at indexPath: IndexPath) -> UIAxis { [] }

  /// How a list cell at `indexPath` is drawn (background, separator, corners), for list
  /// layouts; nil for other layouts.
  func listPlacement(at indexPath: IndexPath) -> ListCellPlacement? { nil }

  /// Prepares the layout if it was invalidated.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}
