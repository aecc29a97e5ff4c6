import Foundation

extension Bundle {
  /// Offscreen: adds the asset catalog (`.xcassets` folder) at `url` to the ones this bundle's
  /// named images and colours are looked up in, ahead of those found in the bundle itself —
  /// for tests whose catalog is not a resource of the test target.
  ///
  /// ```swift
  /// let catalog = URL(fileURLWithPath: #filePath)
  ///   .deletingLastPathComponent().appendingPathComponent("Assets.xcassets")
  /// try Bundle.main.registerAssetCatalog(at: catalog)
  /// let logo = UIImage(named: "logo")          // from the catalog
  /// let brand = UIColor(named: "BrandColor")   // light and dark
  /// ```
  ///
  /// Bundles are told apart by their resource folder, so on Linux, where a test's
  /// `Bundle(for: type(of: self))` and `Bundle.main` are the same folder, registering with one
  /// serves both.
  ///
  /// - Throws: ``AssetCatalogError`` naming the folder when it is not there, or the first
  ///   `Contents.json` or set that cannot be read; nothing is registered then.
  public func registerAssetCatalog(at url: URL) throws {
    let catalog = try AssetCatalog(folder: url)
    if let problem = catalog.problems.first { throw problem }
    AssetLibrary.shared.register(catalog, for: self)
  }
}
