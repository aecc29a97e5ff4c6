import CoreGraphics
import Foundation
import QuartzCore

/// Where a collection view shows one cell or supplementary view, as its layout computes it.
///
/// A layout may return a subclass with attributes of its own (naming it in its
/// ``UICollectionViewLayout/layoutAttributesClass``); the subclass overrides ``copy(with:)``
/// and ``isEqual(_:)`` to copy and compare them, because the collection view hands each view
/// a copy and applies attributes only when they differ from the ones it applied last.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  /// What kind of element the attributes place.
  public enum ElementCategory: Int, Sendable {
    case cell, supplementaryView, decorationView
  }

  /// The element's frame in the collection view's content, as its transform leaves it out.
  open var frame = CGRect.zero
  /// The element's index path.
  open var indexPath = IndexPath()
  /// A cell or a supplementary view.
  open internal(set) var representedElementCategory = ElementCategory.cell
  /// The kind of a supplementary view (a section header, say); nil for cells.
  open internal(set) var representedElementKind: String?
  /// The stacking order: higher is in front. 0 by default.
  open var zIndex = 0
  /// Whether the element is hidden.
  open var isHidden = false
  /// The element's opacity.
  open var alpha: CGFloat = 1
  /// The element's 3D transform, about its centre. Setting it sets ``transform`` to its
  /// affine part.
  open var transform3D = CATransform3DIdentity

  /// The element's affine transform, about its centre. Setting it sets ``transform3D`` to the
  /// same transform in 3D.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }

  /// The centre of the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The size of the frame; setting it keeps the centre.
  open var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The bounds: the frame's size at the origin. Setting it sets the size, keeping the centre.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }

  /// Attributes of a cell at an empty index path, which the layout sets.
  public required override init() {
    super.init()
  }

  /// Attributes of the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes of a supplementary view of `elementKind` at `indexPath`.
  public convenience init(
    forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
  ) {
    self.init()
    placeSupplementaryView(ofKind: elementKind, at: indexPath)
  }

  /// Attributes of this class (a layout's `layoutAttributesClass`) for the cell at
  /// `indexPath`, as `init(forCellWith:)` makes them.
  static func cell(at indexPath: IndexPath) -> Self {
    let attributes = Self()
    attributes.indexPath = indexPath
    return attributes
  }

  /// Attributes of this class for a supplementary view of `elementKind` at `indexPath`, as
  /// `init(forSupplementaryViewOfKind:with:)` makes them.
  static func supplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> Self {
    let attributes = Self()
    attributes.placeSupplementaryView(ofKind: elementKind, at: indexPath)
    return attributes
  }

  private func placeSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// A new instance of the receiver's class with the same attributes. Subclasses call super
  /// and copy their own.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.frame = frame
    copy.indexPath = indexPath
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.alpha = alpha
    copy.transform3D = transform3D
    return copy
  }

  /// Whether `object` is attributes placing the same element the same way. Subclasses call
  /// super and compare their own attributes too.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return MainActor.assumeIsolated {
      other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
        && other.representedElementKind == representedElementKind && other.frame == frame
        && other.zIndex == zIndex && other.isHidden == isHidden && other.alpha == alpha
        && other.transform3D == transform3D
    }
  }

  nonisolated open override var hash: Int {
    MainActor.assumeIsolated {
      var hasher = Hasher()
      hasher.combine(indexPath)
      hasher.combine(representedElementCategory)
      hasher.combine(representedElementKind)
      return hasher.finalize()
    }
  }
}
