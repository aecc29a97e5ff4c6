import CoreGraphics
import Foundation

/// A view a collection view places and reuses: the base of cells and of supplementary views
/// such as section headers.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// How a collection view makes a view of a registered class: through `init(frame:)`,
  /// which subclasses may override. Offscreen's name, needed because Swift makes instances of
  /// a class known at run time only through required initialisers; subclasses inherit it.
  public required convenience init(reuseIdentifierForDequeue identifier: String?) {
    self.init(frame: .zero)
    reuseIdentifierStorage = identifier
  }

  public required init?(coder: NSCoder) { return nil }

  var reuseIdentifierStorage: String?
  /// The axes a layout asks this view to size itself on, for
  /// ``preferredLayoutAttributesFitting(_:)``.
  var selfSizingAxes: UIAxis = []
  /// The attributes the view was last placed by; none once it is reused.
  var appliedAttributes: UICollectionViewLayoutAttributes?

  /// The identifier the view is dequeued by.
  open var reuseIdentifier: String? { reuseIdentifierStorage }

  /// Called before the view is dequeued again. Does nothing by default.
  open func prepareForReuse() {}

  /// Called with the attributes the view is placed by, after its frame, opacity and hidden
  /// state are set from them. Does nothing by default.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like: for a self-sizing item, the size its content needs
  /// on the axes the layout estimates, the given size on the others.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    guard !selfSizingAxes.isEmpty else { return layoutAttributes }
    let preferred = layoutAttributes.copied()
    preferred.size = fittedSize(for: layoutAttributes.size, freeAxes: selfSizingAxes)
    return preferred
  }

  /// The size the content needs with the axes not in `freeAxes` held to `target`.
  func fittedSize(for target: CGSize, freeAxes: UIAxis) -> CGSize {
    selfSizedSize(of: self, target: target, freeAxes: freeAxes)
  }

  /// Places the view by a copy of `attributes`, then calls ``apply(_:)`` with it; nothing is
  /// done when they equal the ones applied last (`isEqual(_:)`), as on iOS 7 and later.
  func applyLayout(_ attributes: UICollectionViewLayoutAttributes) {
    if let appliedAttributes, appliedAttributes.isEqual(attributes) { return }
    let attributes = attributes.copied()
    appliedAttributes = attributes
    // The transform goes first: centre and bounds, unlike the frame, are what it leaves alone.
    layer.transform = attributes.transform3D
    bounds.size = attributes.size
    center = attributes.center
    isHidden = attributes.isHidden
    alpha = attributes.alpha
    layer.zPosition = CGFloat(attributes.zIndex)
    apply(attributes)
  }
}

extension UICollectionViewLayoutAttributes {
  /// A copy made by ``copy(with:)``, so of the same class as the attributes.
  func copied() -> UICollectionViewLayoutAttributes {
    copy(with: nil) as? UICollectionViewLayoutAttributes ?? self
  }
}

/// What `view`'s constraints give it with the axes not in `freeAxes` held to `target`; an
/// axis they leave at zero keeps the target.
@MainActor
func selfSizedSize(of view: UIView, target: CGSize, freeAxes: UIAxis) -> CGSize {
  let fitted = view.systemLayoutSizeFitting(
    target,
    withHorizontalFittingPriority: freeAxes.contains(.horizontal) ? .fittingSizeLevel : .required,
    verticalFittingPriority: freeAxes.contains(.vertical) ? .fittingSizeLevel : .required)
  return CGSize(
    width: fitted.width > 0 ? fitted.width : target.width,
    height: fitted.height > 0 ? fitted.height : target.height)
}
