import CoreGraphics
import Foundation

/// The attributes a layout computed in `prepare()`, and the queries on them that flow and
/// compositional layouts share.
@MainActor
struct ComputedLayout {
  private(set) var items: [UICollectionViewLayoutAttributes] = []
  private(set) var supplementaries: [UICollectionViewLayoutAttributes] = []
  private var itemIndex: [IndexPath: Int] = [:]
  var contentSize = CGSize.zero

  mutating func add(_ attributes: UICollectionViewLayoutAttributes) {
    if attributes.representedElementCategory == .cell {
      itemIndex[attributes.indexPath] = items.count
      items.append(attributes)
    } else {
      supplementaries.append(attributes)
    }
  }

  func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    (items + supplementaries).filter { $0.frame.overlaps(rect) && !$0.isHidden }
  }

  func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    itemIndex[indexPath].map { items[$0] }
  }

  func supplementary(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    supplementaries.first { $0.representedElementKind == kind && $0.indexPath == indexPath }
  }
}
