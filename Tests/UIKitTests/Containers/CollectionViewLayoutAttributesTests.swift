import Foundation
import QuartzCore
import Testing
import UIKit

/// Attributes with one more property, as UICollectionViewLayoutAttributes' subclassing notes
/// ask: copied by `copy(with:)` and compared by `isEqual(_:)`.
final class PagedAttributes: UICollectionViewLayoutAttributes {
  var position: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! PagedAttributes
    copy.position = position
    return copy
  }

  // NSObject's isEqual(_:) is nonisolated, so a Swift 6 override reaches the main-actor
  // properties through assumeIsolated (Swift 5 code, FSPagerView's, reads them directly).
  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? PagedAttributes, super.isEqual(other) else { return false }
    return MainActor.assumeIsolated { other.position == position }
  }
}

/// A custom layout, as FSPagerView's is: one 100 × 80 item per 120 points across, each
/// centred, with its distance from the first as the attributes' `position`.
final class PagedLayout: UICollectionViewLayout {
  var itemCount = 3
  var positionScale: CGFloat = 1
  var itemTransform = CATransform3DIdentity
  override class var layoutAttributesClass: AnyClass { PagedAttributes.self }

  /// The offset and velocity the last drag's end proposed.
  var proposed: (offset: CGPoint, velocity: CGPoint)?
  /// Stops a drag on the item boundary (a multiple of 120) it was heading past.
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposed = (proposedContentOffset, velocity)
    let page = (proposedContentOffset.x / 120).rounded(velocity.x > 0 ? .up : .down)
    return CGPoint(x: page * 120, y: proposedContentOffset.y)
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: CGFloat(itemCount) * 120, height: 80)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    (0..<itemCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = PagedAttributes(forCellWith: indexPath)
    attributes.center = CGPoint(x: CGFloat(indexPath.item) * 120 + 60, y: 40)
    attributes.size = CGSize(width: 100, height: 80)
    attributes.position = CGFloat(indexPath.item) * positionScale
    attributes.transform3D = itemTransform
    return attributes
  }
}

/// A cell that records the attributes it is given.
final class RecordingCell: UICollectionViewCell {
  var applied: [UICollectionViewLayoutAttributes] = []
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    applied.append(layoutAttributes)
  }
}

/// A flow layout whose attributes are of a subclass.
final class PagedFlowLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { PagedAttributes.self }
}

/// UICollectionViewLayoutAttributes as Apple documents it, and a collection view using a
/// layout's own subclass of it.
@MainActor
@Suite struct CollectionViewLayoutAttributesTests {
  /// Setting the centre and then the size keeps the centre: the frame is centred on it.
  @Test func sizeKeepsTheCentre() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    attributes.center = CGPoint(x: 100, y: 50)
    attributes.size = CGSize(width: 40, height: 20)
    #expect(attributes.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
    #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(attributes.representedElementCategory == .cell)
    #expect(attributes.representedElementKind == nil)
  }

  /// "Assigning a value to this property replaces the value in the transform property with an
  /// affine version of the 3D transform", and the other way round.
  @Test func transformAndTransform3DReplaceEachOther() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
    #expect(attributes.transform3D == CATransform3DMakeScale(2, 3, 1))
    var perspective = CATransform3DMakeTranslation(5, 6, 7)
    perspective.m34 = -1 / 500
    attributes.transform3D = perspective
    #expect(attributes.transform == CGAffineTransform(translationX: 5, y: 6))
    #expect(attributes.transform3D == perspective)
  }

  /// A copy is of the receiver's class, with every attribute, its own as well as the base's.
  @Test func copyKeepsTheClassAndEveryAttribute() throws {
    let attributes = PagedAttributes(
      forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 3))
    attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    attributes.zIndex = 5
    attributes.alpha = 0.5
    attributes.isHidden = true
    attributes.transform = CGAffineTransform(rotationAngle: 1)
    attributes.position = 0.25
    let copy = try #require(attributes.copy(with: nil) as? PagedAttributes)
    #expect(copy !== attributes)
    #expect(copy.representedElementCategory == .supplementaryView)
    #expect(copy.representedElementKind == "header")
    #expect(copy.indexPath == IndexPath(item: 0, section: 3))
    #expect(copy.frame == attributes.frame)
    #expect(copy.zIndex == 5 && copy.alpha == 0.5 && copy.isHidden)
    #expect(copy.transform3D == attributes.transform3D)
    #expect(copy.position == 0.25)
    #expect(copy.isEqual(attributes))
  }

  /// Equal attributes place the same element the same way; a subclass compares its own too.
  @Test func equalityComparesEveryAttribute() {
    func make() -> PagedAttributes {
      let attributes = PagedAttributes(forCellWith: IndexPath(item: 1, section: 0))
      attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      return attributes
    }
    #expect(make().isEqual(make()))
    #expect(make().hash == make().hash)
    let moved = make()
    moved.center.x += 1
    #expect(!make().isEqual(moved))
    let faded = make()
    faded.alpha = 0.9
    #expect(!make().isEqual(faded))
    let turned = make()
    turned.transform3D = CATransform3DMakeRotation(0.5, 0, 1, 0)
    #expect(!make().isEqual(turned))
    let repositioned = make()
    repositioned.position = 1
    #expect(!make().isEqual(repositioned))
    #expect(
      !make().isEqual(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0)))
    )
  }

  /// A 360 × 80 collection view of `source`'s items (the caller keeps `source`: the data
  /// source is weak), laid out.
  private func pager(_ layout: UICollectionViewLayout, _ source: ItemSource) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 360, height: 80), collectionViewLayout: layout)
    view.register(RecordingCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    view.layoutIfNeeded()
    return view
  }

  /// The collection view hands each cell a copy of the layout's attributes, of the layout's
  /// class, and places the cell by their centre, size and transform.
  @Test func cellsAreGivenCopiesOfTheLayoutsSubclass() throws {
    let layout = PagedLayout()
    let source = ItemSource(items: [3])
    let view = pager(layout, source)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? RecordingCell)
    let applied = try #require(cell.applied.last as? PagedAttributes)
    #expect(applied.position == 2)
    #expect(cell.frame == CGRect(x: 250, y: 0, width: 100, height: 80))
    let fromLayout = try #require(
      layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(applied !== fromLayout)
  }

  /// "The collection view does not apply layout attributes if they are unchanged": it compares
  /// them with `isEqual(_:)`, the subclass's own attribute included.
  @Test func unchangedAttributesAreNotAppliedAgain() throws {
    let layout = PagedLayout()
    let source = ItemSource(items: [3])
    let view = pager(layout, source)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? RecordingCell)
    #expect(cell.applied.count == 1)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(cell.applied.count == 1)
    layout.positionScale = 2
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(cell.applied.count == 2)
    #expect((cell.applied.last as? PagedAttributes)?.position == 2)
  }

  /// A transform in the attributes goes to the cell's layer, about the cell's centre; the
  /// cell's centre and bounds are the attributes' own, so its frame is the scaled box.
  @Test func theTransformGoesToTheCell() throws {
    let layout = PagedLayout()
    layout.itemTransform = CATransform3DMakeScale(0.5, 0.5, 1)
    let source = ItemSource(items: [3])
    let view = pager(layout, source)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.layer.transform == CATransform3DMakeScale(0.5, 0.5, 1))
    #expect(cell.bounds.size == CGSize(width: 100, height: 80))
    #expect(cell.center == CGPoint(x: 60, y: 40))
    #expect(cell.frame == CGRect(x: 35, y: 20, width: 50, height: 40))
  }

  /// "The methods for creating layout attributes use this class": a flow layout naming a
  /// subclass makes its attributes of it.
  @Test func aFlowLayoutMakesAttributesOfItsClass() throws {
    let layout = PagedFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 80)
    let source = ItemSource(items: [2])
    let view = pager(layout, source)
    let attributes = try #require(layout.layoutAttributesForElements(in: view.bounds))
    #expect(attributes.count == 2)
    #expect(attributes.allSatisfy { $0 is PagedAttributes })
    #expect(
      ObjectIdentifier(UICollectionViewFlowLayout.layoutAttributesClass)
        == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
  }

  /// A drag's end asks the layout where to stop, with the velocity the content moves at: a
  /// 100-point drag to the left moves the content right (offset 100, velocity x > 0), and the
  /// layout stops it on the next item, at 120.
  @Test func theLayoutChoosesWhereADragStops() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 80))
    let layout = PagedLayout()
    layout.itemCount = 6
    let source = ItemSource(items: [6])
    let view = pager(layout, source)
    window.addSubview(view)
    window.isHidden = false
    window.sendPan(from: CGPoint(x: 300, y: 40), to: CGPoint(x: 200, y: 40))
    let proposed = try #require(layout.proposed)
    #expect(proposed.offset == CGPoint(x: 100, y: 0))
    #expect(proposed.velocity.x > 0)
    #expect(view.contentOffset == CGPoint(x: 120, y: 0))
  }

  /// Prefetching is on by default, as documented.
  @Test func prefetchingIsEnabledByDefault() {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    #expect(view.isPrefetchingEnabled)
    view.isPrefetchingEnabled = false
    #expect(!view.isPrefetchingEnabled)
  }
}
