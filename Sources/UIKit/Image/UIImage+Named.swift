import CoreGraphics
import ImageIO

extension UIImage {
  /// The PNG resource `name` of the main bundle; see `init(named:in:compatibleWith:)`.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The PNG resource `name` (extension optional) of `bundle` (the main bundle when nil).
  ///
  /// As on iOS, a variant named with the display scale (`name@3x.png`) is preferred, then the
  /// other scales, then the plain name; the image gets the scale its file name says. The scale
  /// wanted is `traitCollection`'s display scale, else the main screen's (3).
  ///
  /// Divergence: there are no asset catalogs; only loose PNG files are found.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard
      let path = UIImage.resourcePath(
        named: name, in: bundle ?? .main,
        scale: traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil }
          ?? defaultScreenScale)
    else { return nil }
    self.init(contentsOfFile: path)
  }

  private static func resourcePath(named name: String, in bundle: Bundle, scale: CGFloat)
    -> String?
  {
    let ns = name as NSString
    let type = ns.pathExtension.isEmpty ? "png" : ns.pathExtension
    let base = ns.deletingPathExtension
    // A scale outside 1…3 (or not finite) looks for the @3x file first, as the main screen's.
    let wanted = scale.isFinite && scale >= 1 && scale <= 3 ? Int(scale.rounded()) : 3
    let suffixes = ([wanted] + [3, 2].filter { $0 != wanted }).map { "@\($0)x" } + [""]
    for suffix in suffixes {
      if let path = bundle.path(forResource: base + suffix, ofType: type) { return path }
    }
    return nil
  }
}
