import Foundation
import UIKit

/// The asset catalogs under Fixtures/, written as Xcode writes them. Each image file is filled
/// with one colour so that a test can tell which file was chosen: star's 1x red, 2x green, 3x
/// blue; low's 1x red and 2x green; high's 2x green and 3x blue; moon's Any white, Dark black
/// and iPad yellow.
enum AssetCatalogFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let catalog = folder.appendingPathComponent("Assets.xcassets")
  static let broken = folder.appendingPathComponent("Broken.xcassets")

  /// A bundle of its own with the fixture catalog registered, so that no other test's bundle
  /// sees it. Its folder is removed at once: a bundle's registered catalogs are kept by the
  /// folder's path, and there is nothing else to find in it.
  static func bundle() throws -> Bundle {
    let bundle = try emptyBundle()
    defer { try? FileManager.default.removeItem(atPath: bundle.bundlePath) }
    try bundle.registerAssetCatalog(at: catalog)
    return bundle
  }

  /// A new empty temporary folder as a bundle; the caller removes it.
  static func emptyBundle() throws -> Bundle {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return Bundle(path: directory.path)!
  }
}
