import CoreGraphics
import Foundation

extension UIImage {
  /// The image `name` of the main bundle; see `init(named:in:compatibleWith:)`.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The image `name` of `bundle` (the main bundle when nil), chosen for `traitCollection`
  /// (the main screen's traits when nil: an iPhone, light, scale 3).
  ///
  /// As on iOS, an asset catalog's image set of that name comes first: its image for the idiom,
  /// the appearance (light, dark) and the display scale — else the nearest larger scale, else
  /// the largest — with the set's rendering ("Render As" template or original) and slices (caps
  /// that keep their size when the image is drawn larger). Such an image keeps its set, so
  /// ``imageAsset`` and image views pick the variant for their own traits.
  /// Then a PNG file `name` (extension optional): `name@3x.png` for the display scale, then
  /// larger scales, then smaller ones down to the plain name, each with the device's own file
  /// (`~iphone`, `~ipad`) first; the image gets the scale its file name says.
  ///
  /// Catalogs are the `.xcassets` folders in the bundle (SwiftPM copies them, declared as
  /// `.process` or `.copy` resources, without compiling them on Linux), and those given to
  /// `Bundle.registerAssetCatalog(at:)`.
  ///
  /// Divergence: catalogs are read from their folders, not compiled; vector (PDF, SVG) and
  /// non-PNG images, and custom symbol sets, are reported on standard error and give nil.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    let bundle = bundle ?? .main
    let library = AssetLibrary.shared
    for catalog in library.catalogs(in: bundle) {
      if let set = catalog.imageSets[name] {
        guard let image = UIImageAsset(catalogSet: set).variant(for: traitCollection) else {
          return nil
        }
        self.init(
          cgImage: image.cgImage, scale: image.scale, orientation: .up,
          renderingMode: image.renderingMode, capInsets: image.capInsets,
          resizingMode: image.resizingMode, asset: image.asset)
        return
      }
      if let reason = catalog.unsupported[name] {
        library.report(reason)
        return nil
      }
    }
    let traits = AssetTraits(traitCollection)
    for folder in library.resourceFolders(of: bundle) {
      guard let path = UIImage.resourcePath(named: name, in: folder, for: traits) else {
        continue
      }
      // PNGs are decoded once, as iOS caches named images; other files are read as they are.
      guard path.lowercased().hasSuffix(".png") else {
        self.init(contentsOfFile: path)
        return
      }
      guard let bitmap = library.bitmap(at: URL(fileURLWithPath: path)) else { return nil }
      self.init(cgImage: bitmap, scale: UIImage.scale(inFileName: path), orientation: .up)
      return
    }
    return nil
  }

  /// The image `name` of `bundle` for the traits of `configuration`; see
  /// `init(named:in:compatibleWith:)`.
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?
  ) {
    self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
  }

  /// The image `name` of `bundle` for the traits of `configuration`. The variable value sets how
  /// much of a variable symbol is drawn; a bitmap from a catalog or a file has none to set.
  public convenience init?(
    named name: String, in bundle: Bundle? = nil, variableValue: Double,
    configuration: UIImage.Configuration? = nil
  ) {
    self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
  }

  /// The loose file for `name` that best suits `traits`: by scale — the display's, then larger
  /// ones, then smaller, the plain name being 1x — and, at each scale, the device's own file
  /// (`name@2x~ipad.png`, `name~iphone.png`) before the generic one, as Apple documents.
  private static func resourcePath(named name: String, in folder: URL, for traits: AssetTraits)
    -> String?
  {
    let ns = name as NSString
    let type = ns.pathExtension.isEmpty ? "png" : ns.pathExtension
    let base = ns.deletingPathExtension
    // A scale outside 1…3 (or not finite) looks for the @3x file first, as the main screen's.
    let scale = traits.scale
    let wanted = scale.isFinite && scale >= 1 && scale <= 3 ? Int(scale.rounded()) : 3
    let scales = [wanted] + stride(from: wanted + 1, through: 3, by: 1) + (1..<wanted).reversed()
    let scaleSuffixes = scales.flatMap { $0 == 1 ? ["", "@1x"] : ["@\($0)x"] }
    let devices = ["iphone", "ipad"].contains(traits.idiom) ? ["~" + traits.idiom, ""] : [""]
    for scaleSuffix in scaleSuffixes {
      for device in devices {
        let path = folder.appendingPathComponent(base + scaleSuffix + device + "." + type).path
        if FileManager.default.fileExists(atPath: path) { return path }
      }
    }
    return nil
  }
}
