import Foundation
import Testing
import UIKit

/// Where named images and colours are found (catalogs in a bundle, in SwiftPM's resource
/// bundles, registered ones, loose files) and how unreadable catalogs are reported.
@Suite struct AssetCatalogLookupTests {
  private let files = FileManager.default

  /// A bundle laid out as SwiftPM builds a test target on Linux that declares
  /// `.copy("Resources")`: `Package_Target.resources/Resources/Media.xcassets` beside the test
  /// executable, the folder `Bundle(for:)` stands for (DGCharts' tests find their icon so).
  private func swiftPMBuildFolder() throws -> (build: Bundle, resources: Bundle) {
    let build = try AssetCatalogFixtures.emptyBundle()
    let resources = URL(fileURLWithPath: build.bundlePath)
      .appendingPathComponent("Package_AppTests.resources")
    try files.createDirectory(
      at: resources.appendingPathComponent("Resources"), withIntermediateDirectories: true)
    try files.copyItem(
      at: AssetCatalogFixtures.catalog,
      to: resources.appendingPathComponent("Resources/Media.xcassets"))
    return (build, try #require(Bundle(path: resources.path)))
  }

  @Test func catalogInASwiftPMResourceBundle_isFoundFromTheBuildFolderAndFromModule() throws {
    let (build, module) = try swiftPMBuildFolder()
    defer { try? files.removeItem(atPath: build.bundlePath) }
    #expect(UIImage(named: "star", in: build, compatibleWith: nil)?.scale == 3)
    #expect(UIImage(named: "star", in: module, compatibleWith: nil)?.scale == 3)
    #expect(UIColor(named: "Brand", in: build, compatibleWith: nil) != nil)
  }

  @Test func looseScaledFiles_inAResourceBundle_areFoundToo() throws {
    let (build, module) = try swiftPMBuildFolder()
    defer { try? files.removeItem(atPath: build.bundlePath) }
    let png = try #require(
      UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }.pngData())
    try png.write(to: URL(fileURLWithPath: module.bundlePath).appendingPathComponent("dot@2x.png"))
    let dot = UIImage(named: "dot", in: build, compatibleWith: UITraitCollection(displayScale: 2))
    #expect(dot?.scale == 2)
  }

  @Test func registeringAMissingFolder_throwsNamingIt() throws {
    let bundle = try AssetCatalogFixtures.emptyBundle()
    defer { try? FileManager.default.removeItem(atPath: bundle.bundlePath) }
    let missing = AssetCatalogFixtures.folder.appendingPathComponent("Missing.xcassets")
    let error = #expect(throws: AssetCatalogError.self) {
      try bundle.registerAssetCatalog(at: missing)
    }
    #expect(error?.path == missing.path)
    #expect(error?.reason == "is not an asset catalog folder")
  }

  @Test func registeringACatalogWithAMalformedContentsFile_throwsNamingTheFile() throws {
    let bundle = try AssetCatalogFixtures.emptyBundle()
    defer { try? FileManager.default.removeItem(atPath: bundle.bundlePath) }
    let error = #expect(throws: AssetCatalogError.self) {
      try bundle.registerAssetCatalog(at: AssetCatalogFixtures.broken)
    }
    #expect(error?.path.hasSuffix("Broken.xcassets/cut.colorset/Contents.json") == true)
    #expect(error?.reason.hasPrefix("is not valid JSON") == true)
    // Nothing was registered.
    #expect(UIColor(named: "fine", in: bundle, compatibleWith: nil) == nil)
  }

  @Test func aComponentThatIsNotANumber_isNamedInTheError() throws {
    let bundle = try AssetCatalogFixtures.emptyBundle()
    defer { try? FileManager.default.removeItem(atPath: bundle.bundlePath) }
    let catalog = URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent("W.xcassets")
    try files.createDirectory(at: catalog, withIntermediateDirectories: true)
    try files.copyItem(
      at: AssetCatalogFixtures.broken.appendingPathComponent("words.colorset"),
      to: catalog.appendingPathComponent("words.colorset"))
    let error = #expect(throws: AssetCatalogError.self) {
      try Bundle(path: bundle.bundlePath)!.registerAssetCatalog(at: catalog)
    }
    #expect(error?.reason == "the \"red\" component reddish is not a number")
  }

  @Test func aFoundCatalogWithBrokenSets_stillGivesItsReadableOnes() throws {
    let bundle = try AssetCatalogFixtures.emptyBundle()
    defer { try? files.removeItem(atPath: bundle.bundlePath) }
    try files.copyItem(
      at: AssetCatalogFixtures.broken,
      to: URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent("Broken.xcassets"))
    #expect(
      UIColor(named: "fine", in: bundle, compatibleWith: nil)
        == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(UIColor(named: "cut", in: bundle, compatibleWith: nil) == nil)
    #expect(UIColor(named: "words", in: bundle, compatibleWith: nil) == nil)
  }
}
