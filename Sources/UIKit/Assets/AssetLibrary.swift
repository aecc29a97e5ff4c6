import CoreGraphics
import Foundation
import ImageIO

/// Where named images and colours come from: for each bundle, the asset catalogs registered
/// for it, then the catalogs found in its resource folder and in the SwiftPM resource bundles
/// inside it; then loose image files in those folders. Catalogs are read once per bundle and
/// decoded images kept, as iOS caches `UIImage(named:)`.
final class AssetLibrary: @unchecked Sendable {
  // Every stored property is read and written under `lock`.
  static let shared = AssetLibrary()

  private let lock = NSLock()
  private var registered: [String: [AssetCatalog]] = [:]
  private var found: [String: Resources] = [:]
  private var decoded: [String: CGImage] = [:]
  private var reported: Set<String> = []

  /// What a bundle holds, found by looking through its folders once.
  struct Resources {
    /// The resource folder, then the SwiftPM resource bundles in it.
    var folders: [URL]
    var catalogs: [AssetCatalog]
  }

  /// Catalogs are looked for this many folders deep (a `.copy("Resources")` puts them two
  /// deep), in at most this many folders, so that a bundle that is a build folder is cheap.
  private static let searchDepth = 3
  private static let searchBudget = 2000

  /// Adds `catalog` to those of `bundle`. Registering a folder again replaces its earlier
  /// reading and forgets the bitmaps decoded from it, so a catalog edited between readings (a
  /// mockup re-rendered by `offscreen watch`) is read afresh.
  func register(_ catalog: AssetCatalog, for bundle: Bundle) {
    let folder = catalog.folder.path + "/"
    lock.withLock {
      registered[Self.key(bundle), default: []].removeAll { $0.folder == catalog.folder }
      registered[Self.key(bundle), default: []].append(catalog)
      decoded = decoded.filter { !$0.key.hasPrefix(folder) }
    }
  }

  /// The catalogs of `bundle`, registered ones first.
  func catalogs(in bundle: Bundle) -> [AssetCatalog] {
    let key = Self.key(bundle)
    let own = lock.withLock { registered[key] ?? [] }
    return own + resources(of: bundle).catalogs
  }

  /// The folders loose image files of `bundle` are looked for in.
  func resourceFolders(of bundle: Bundle) -> [URL] { resources(of: bundle).folders }

  /// Writes `problem` to standard error, once per process.
  func report(_ problem: AssetCatalogError) {
    let line = "Offscreen: \(problem)"
    guard lock.withLock({ reported.insert(line).inserted }) else { return }
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// The bitmap of the PNG file at `url`, decoded once; nil, reported, when it cannot be.
  func bitmap(at url: URL) -> CGImage? {
    let key = url.path
    if let image = lock.withLock({ decoded[key] }) { return image }
    switch url.pathExtension.lowercased() {
    case "png": break
    case "pdf", "svg":
      report(
        AssetCatalogError(
          url,
          "vector images (PDF, SVG) are not supported on Linux; give the image set PNG files "
            + "for 1x, 2x and 3x"))
      return nil
    default:
      report(AssetCatalogError(url, "only PNG images can be read on Linux"))
      return nil
    }
    guard let data = FileManager.default.contents(atPath: key) else {
      report(AssetCatalogError(url, "is missing or cannot be read"))
      return nil
    }
    guard let source = CGImageSourceCreateWithData(data as NSData, nil),
      let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
    else {
      report(AssetCatalogError(url, "is not a PNG image that can be decoded"))
      return nil
    }
    lock.withLock { decoded[key] = image }
    return image
  }

  private static func key(_ bundle: Bundle) -> String {
    (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL.path
  }

  private func resources(of bundle: Bundle) -> Resources {
    let key = Self.key(bundle)
    if let known = lock.withLock({ found[key] }) { return known }
    let root = URL(fileURLWithPath: key, isDirectory: true)
    // Divergence: on iOS a target's catalogs are compiled into its own bundle. SwiftPM on Linux
    // copies them into `Package_Target.resources` folders beside the executable, which is the
    // folder `Bundle.main` and `Bundle(for:)` stand for there, so those folders are looked in too.
    let folders =
      [root]
      + AssetCatalog.subfolders(of: root).filter {
        ["resources", "bundle"].contains($0.pathExtension)
      }
    var budget = Self.searchBudget
    var catalogs: [AssetCatalog] = []
    for folder in folders {
      for url in Self.catalogFolders(in: folder, depth: Self.searchDepth, budget: &budget) {
        guard let catalog = try? AssetCatalog(folder: url) else { continue }
        catalog.problems.forEach(report)
        catalogs.append(catalog)
      }
    }
    let resources = Resources(folders: folders, catalogs: catalogs)
    lock.withLock { found[key] = resources }
    return resources
  }

  /// The `.xcassets` folders in `folder` and in its plain subfolders (not bundles or other
  /// typed folders), `depth` levels down.
  private static func catalogFolders(in folder: URL, depth: Int, budget: inout Int) -> [URL] {
    guard depth > 0, budget > 0 else { return [] }
    var catalogs: [URL] = []
    for child in AssetCatalog.subfolders(of: folder) {
      budget -= 1
      if child.pathExtension == "xcassets" {
        catalogs.append(child)
      } else if child.pathExtension.isEmpty {
        catalogs += catalogFolders(in: child, depth: depth - 1, budget: &budget)
      }
    }
    return catalogs
  }
}
