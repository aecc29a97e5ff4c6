import Foundation
import Testing
import UIKit

/// `NSDataAsset` reading data sets of an asset catalog.
@Suite struct DataAssetTests {
  @Test func dataSet_givesItsFileAndType() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let asset = try #require(NSDataAsset(name: "greeting", bundle: bundle))
    #expect(asset.name == "greeting")
    #expect(String(decoding: asset.data, as: UTF8.self) == "{\"hello\":\"world\"}\n")
    #expect(asset.typeIdentifier == "public.json")
  }

  @Test func withoutATypeIdentifier_theTypeComesFromTheExtension() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let asset = try #require(NSDataAsset(name: "notes", bundle: bundle))
    #expect(asset.typeIdentifier == "public.plain-text")
  }

  @Test func unknownName_andOtherAssetKinds_giveNil() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    #expect(NSDataAsset(name: "absent", bundle: bundle) == nil)
    #expect(NSDataAsset(name: "star", bundle: bundle) == nil)
    #expect(UIImage(named: "greeting", in: bundle, compatibleWith: nil) == nil)
  }

  @Test func customSymbolSet_isNotSupported_andGivesNil() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    #expect(UIImage(named: "bolt.badge", in: bundle, compatibleWith: nil) == nil)
  }

  @Test func namedWithConfiguration_usesItsTraits() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let configuration = UIImage.SymbolConfiguration(pointSize: 10)
      .withTraitCollection(UITraitCollection(displayScale: 2))
    #expect(UIImage(named: "star", in: bundle, with: configuration)?.scale == 2)
    let variable = UIImage(
      named: "star", in: bundle, variableValue: 0.5,
      configuration: UIImage.SymbolConfiguration(pointSize: 10).withTraitCollection(
        UITraitCollection(displayScale: 1)))
    #expect(variable?.scale == 1)
  }
}
