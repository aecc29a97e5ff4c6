import CoreGraphics
import Foundation

/// Where a collection view shows one cell or supplementary view, as its layout computes it.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
  /// What kind of element the attributes place.
  public enum ElementCategory: Int, Sendable {
    case cell, supplementaryView, decorationView
  }

  /// The element's frame in the collection view's content.
  open var frame: CGRect
  /// The element's index path.
  open var indexPath: IndexPath
  /// A cell or a supplementary view.
  public let representedElementCategory: ElementCategory
  /// The kind of a supplementary view (a section header, say); nil for cells.
  public let representedElementKind: String?
  /// The stacking order: higher is in front. 0 by default.
  open var zIndex = 0
  /// Whether the element is hidden.
  open var isHidden = false
  /// The element's opacity.
  open var alpha: CGFloat = 1
  /// The element's transform.
  open var transform = CGAffineTransform.identity

  /// The centre of the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The size of the frame.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The bounds: the frame's size at the origin.
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  private init(
    indexPath: IndexPath, category: ElementCategory, kind: String?
  ) {
    self.indexPath = indexPath
    representedElementCategory = category
    representedElementKind = kind
    frame = .zero
  }

  /// Attributes of the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .cell, kind: nil)
  }

  /// Attributes of a supplementary view of `elementKind` at `indexPath`.
  public convenience init(
    forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
  ) {
    self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
  }
}
