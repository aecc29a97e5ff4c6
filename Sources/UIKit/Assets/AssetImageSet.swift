import CoreGraphics
import Foundation

/// An `.imageset` folder: its image files, each for a scale and a variant, and how images made
/// from it render.
struct AssetImageSet: Sendable {
  /// One filled slot of the set.
  struct Image: Sendable {
    let file: URL
    let variant: AssetVariant
    /// 1, 2 or 3; nil for a single-scale image (a vector PDF or SVG, or one bitmap for all).
    let scale: CGFloat?
    /// Xcode's "Slices", which make the image resizable.
    let slicing: AssetSlicing?
  }

  let folder: URL
  let images: [Image]
  /// From `properties.template-rendering-intent`: `.alwaysTemplate` for "template",
  /// `.alwaysOriginal` for "original", `.automatic` otherwise.
  let renderingMode: UIImage.RenderingMode

  init(folder: URL) throws(AssetCatalogError) {
    self.folder = folder
    let contents = try AssetContentsFile(in: folder, required: true)
    var images: [Image] = []
    for entry in try contents.objects("images") {
      // Xcode writes every slot of the set; the empty ones have no file name.
      guard let name = try contents.string("filename", in: entry) else { continue }
      let scale: CGFloat?
      switch try contents.string("scale", in: entry) {
      case nil: scale = nil
      case let written?:
        guard written.hasSuffix("x"), let value = Double(written.dropLast()), value > 0, value <= 16
        else {
          throw AssetCatalogError(contents.url, "scale \"\(written)\" is not 1x, 2x or 3x")
        }
        scale = CGFloat(value)
      }
      images.append(
        Image(
          file: folder.appendingPathComponent(name),
          variant: try AssetVariant(entry: entry, in: contents), scale: scale,
          slicing: try AssetSlicing(entry: entry, in: contents)))
    }
    self.images = images
    let properties = try contents.dictionary("properties")
    renderingMode =
      switch try contents.string("template-rendering-intent", in: properties) {
      case "template": .alwaysTemplate
      case "original": .alwaysOriginal
      default: .automatic
      }
  }

  /// The image file that best suits `traits`.
  func bestImage(for traits: AssetTraits) -> Image? {
    traits.best(of: images.map { ($0.variant, $0.scale, $0) })
  }
}

extension AssetImageSet {
  /// The image of the file that best suits `traits`, with the set's rendering mode, as a
  /// variant of `asset`; nil, with the reason on standard error, when that file cannot be read.
  func image(for traits: UITraitCollection?, of asset: UIImageAsset) -> UIImage? {
    guard let chosen = bestImage(for: AssetTraits(traits)) else {
      AssetLibrary.shared.report(AssetCatalogError(folder, "has no image file"))
      return nil
    }
    guard let bitmap = AssetLibrary.shared.bitmap(at: chosen.file) else { return nil }
    let scale = chosen.scale ?? 1
    guard let slicing = chosen.slicing else {
      return UIImage(
        cgImage: bitmap, scale: scale, orientation: .up, renderingMode: renderingMode,
        asset: asset)
    }
    guard let (sliced, capInsets) = slicing.apply(to: bitmap, scale: scale) else {
      AssetLibrary.shared.report(
        AssetCatalogError(chosen.file, "its slices do not fit in the image; drawn unsliced"))
      return UIImage(
        cgImage: bitmap, scale: scale, orientation: .up, renderingMode: renderingMode,
        asset: asset)
    }
    return UIImage(
      cgImage: sliced, scale: scale, orientation: .up, renderingMode: renderingMode,
      capInsets: capInsets, resizingMode: slicing.resizingMode, asset: asset)
  }
}
