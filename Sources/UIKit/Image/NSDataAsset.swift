import Foundation

/// The name of a data set in an asset catalog.
public typealias NSDataAssetName = String

/// The contents of a data set (`.dataset`) in an asset catalog: its file for the device, and
/// that file's type.
open class NSDataAsset: NSObject, NSCopying, @unchecked Sendable {
  // Only `let`s of immutable values: safe to share across threads.

  /// The data set's name, as given.
  public let name: NSDataAssetName
  /// The file's bytes.
  public let data: Data
  /// The file's uniform type identifier (`"public.json"`…), as the catalog gives it or, when it
  /// does not, as Xcode infers it from the file's extension.
  public let typeIdentifier: String

  /// The data set `name` of the main bundle's asset catalogs.
  public convenience init?(name: NSDataAssetName) {
    self.init(name: name, bundle: .main)
  }

  /// The data set `name` of `bundle`'s asset catalogs (found as for `UIImage(named:)`), its
  /// file for an iPhone; nil when there is no such set or its file cannot be read (said on
  /// standard error).
  public init?(name: NSDataAssetName, bundle: Bundle) {
    let library = AssetLibrary.shared
    guard let set = library.catalogs(in: bundle).lazy.compactMap({ $0.dataSets[name] }).first,
      let file = set.file(for: AssetTraits(nil))
    else { return nil }
    guard let data = FileManager.default.contents(atPath: file.url.path) else {
      library.report(AssetCatalogError(file.url, "is missing or cannot be read"))
      return nil
    }
    self.name = name
    self.data = data
    typeIdentifier = file.typeIdentifier
    super.init()
  }

  /// Data assets are immutable: the copy is this asset.
  public func copy(with zone: NSZone? = nil) -> Any { self }
}
