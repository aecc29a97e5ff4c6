import CoreGraphics
import Foundation

/// The variants of one piece of artwork — for light and dark, for each scale, for each idiom —
/// from which the one for a trait collection is picked.
///
/// Images from an asset catalog (`UIImage(named:)`) have the asset of their image set; images
/// registered here with their traits make one in code. Image views show the variant of their
/// own traits, so a catalog image follows the view into dark mode.
open class UIImageAsset: NSObject, @unchecked Sendable {
  // `registered` is read and written under `lock`; `catalogSet` is immutable.
  private let catalogSet: AssetImageSet?
  private let lock = NSLock()
  private var registered: [(traits: UITraitCollection, image: UIImage)] = []

  /// An empty asset, for images registered with ``register(_:with:)``.
  public override init() {
    catalogSet = nil
    super.init()
  }

  /// The asset of an asset catalog's image set.
  init(catalogSet: AssetImageSet) {
    self.catalogSet = catalogSet
    super.init()
  }

  /// The variant that best matches `traitCollection` — its idiom and appearance, then the
  /// nearest scale, as for ``UIImage/init(named:in:compatibleWith:)``; what it leaves
  /// unspecified is taken as the main screen has it. An empty image when the asset has none.
  open func image(with traitCollection: UITraitCollection) -> UIImage {
    variant(for: traitCollection) ?? UIImage()
  }

  /// The variant for the traits of `configuration`.
  open func image(with configuration: UIImage.Configuration) -> UIImage {
    image(with: configuration.traitCollection ?? UITraitCollection())
  }

  /// Adds `image` as the variant for `traitCollection`, replacing one registered with equal
  /// traits. As Apple advises, give the traits a display scale: a variant without one is taken
  /// as 1x.
  open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
    lock.withLock {
      registered.removeAll { $0.traits == traitCollection }
      registered.append((traitCollection, image))
    }
  }

  /// Adds `image` as the variant for the traits of `configuration`.
  open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
    register(image, with: configuration.traitCollection ?? UITraitCollection())
  }

  /// Removes the variant registered with traits equal to `traitCollection`.
  open func unregister(imageWith traitCollection: UITraitCollection) {
    lock.withLock { registered.removeAll { $0.traits == traitCollection } }
  }

  /// Removes the variant registered with the traits of `configuration`.
  open func unregisterImage(with configuration: UIImage.Configuration) {
    unregister(imageWith: configuration.traitCollection ?? UITraitCollection())
  }

  /// The variant for `traits`, or nil when there is none (or its file cannot be read).
  func variant(for traits: UITraitCollection?) -> UIImage? {
    if let catalogSet { return catalogSet.image(for: traits, of: self) }
    let candidates = lock.withLock {
      registered.map { entry in
        let scale = entry.traits.displayScale
        return (AssetVariant(registeredWith: entry.traits), scale > 0 ? scale : 1, entry.image)
      }
    }
    guard let chosen = AssetTraits(traits).best(of: candidates) else { return nil }
    // A variant handed out knows its asset, so an image view can swap it for another.
    return chosen.copy(asset: self)
  }
}

extension UIImage {
  /// The asset of this image's variants: its image set's for an image from an asset catalog,
  /// the one that handed it out for a registered variant; nil for other images.
  public var imageAsset: UIImageAsset? { asset }

  /// The variant of this image for `traits`, drawn as this image is drawn (rendering mode,
  /// tint, caps, orientation); this image when it has no asset or the variant is itself.
  func resolved(for traits: UITraitCollection) -> UIImage {
    guard let asset, let variant = asset.variant(for: traits), variant.cgImage !== cgImage
    else { return self }
    return UIImage(
      cgImage: variant.cgImage, scale: variant.scale, orientation: imageOrientation,
      renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode, tint: tint,
      symbol: symbol, asset: asset)
  }

  /// This image as a variant of `asset`.
  fileprivate func copy(asset: UIImageAsset) -> UIImage {
    UIImage(
      cgImage: cgImage, scale: scale, orientation: imageOrientation,
      renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode, tint: tint,
      symbol: symbol, asset: asset)
  }
}
