import Foundation
import Testing
import UIKit

/// A class of this test target, for `Bundle(for:)`.
private final class ResourceMarker {}

/// The fixture catalog as a real SwiftPM resource of this test target
/// (`.process("Fixtures/Assets.xcassets")`), found the ways iOS code asks for it. SwiftPM on
/// Linux copies it uncompiled into `offscreen_UIKitTests.resources` beside the test executable.
@Suite struct AssetCatalogResourceTests {
  @Test func processedCatalog_isFoundThroughBundleModule() {
    #expect(UIImage(named: "star", in: .module, compatibleWith: nil)?.scale == 3)
    #expect(UIColor(named: "Brand", in: .module, compatibleWith: nil) != nil)
    #expect(NSDataAsset(name: "greeting", bundle: .module)?.typeIdentifier == "public.json")
  }

  /// `Bundle(for:)` and `Bundle.main` are the build folder on Linux, which holds the target's
  /// resource bundle: the lookups of an Xcode project's tests (DGCharts') find the catalog.
  @Test func processedCatalog_isFoundThroughBundleForAClass_andTheMainBundle() {
    let bundle = Bundle(for: ResourceMarker.self)
    #expect(UIImage(named: "star", in: bundle, compatibleWith: nil)?.scale == 3)
    #expect(UIImage(named: "Icons/gear")?.size == CGSize(width: 1, height: 1))
    #expect(UIColor(named: "Brand") != nil)
    #expect(NSDataAsset(name: "notes") != nil)
  }
}
