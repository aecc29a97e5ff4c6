import Foundation
import Testing

@testable import OffscreenPortLibrary

/// A whole package's port: the mirror manifest declares the same targets on the ported
/// folders, keeps the package's dependencies, and adds Offscreen.
@Suite struct PackageMirrorTests {
  /// What `swift package dump-package` prints for a small iOS package (trimmed).
  static var dump: [String: Any] {
    [
      "name": "Shop",
      "toolsVersion": ["_version": "5.9.0"],
      "dependencies": [
        [
          "sourceControl": [
            [
              "identity": "swift-snapshot-testing",
              "location": [
                "remote": [["urlString": "https://github.com/pointfreeco/swift-snapshot-testing"]]
              ],
              "requirement": ["range": [["lowerBound": "1.17.0", "upperBound": "2.0.0"]]],
            ]
          ]
        ]
      ],
      "targets": [
        [
          "name": "Shop", "type": "regular", "dependencies": [], "exclude": ["Info.plist"],
          "resources": [["path": "Assets.xcassets", "rule": ["process": [:]]]],
          "settings": [["tool": "swift", "kind": ["define": ["SHOP"]]]],
        ],
        [
          "name": "ShopTests", "type": "test", "path": "Tests/Unit",
          "dependencies": [
            ["byName": ["Shop", NSNull()]],
            ["product": ["SnapshotTesting", "swift-snapshot-testing", NSNull(), NSNull()]],
          ],
        ],
        ["name": "ShopMacros", "type": "macro", "dependencies": []],
      ],
    ]
  }

  @Test func mirrorManifestKeepsTargetsAndAddsOffscreen() throws {
    let description = try ManifestDescription(json: Self.dump)
    let manifest = description.mirrorManifest(offscreen: "/opt/offscreen")
    #expect(
      manifest.contains(
        ".package(url: \"https://github.com/pointfreeco/swift-snapshot-testing\", \"1.17.0\"..<\"2.0.0\")"
      ))
    #expect(manifest.contains(".package(name: \"offscreen\", path: \"/opt/offscreen\")"))
    #expect(
      manifest.contains(
        ".target(name: \"Shop\", dependencies: [.product(name: \"UIKit\", package: \"offscreen\")],"
          + " path: \"Sources/Shop\", exclude: [\"Info.plist\"], resources: [.process(\"Assets.xcassets\")],"
          + " swiftSettings: [.define(\"SHOP\")]),"))
    #expect(
      manifest.contains(
        ".testTarget(name: \"ShopTests\", dependencies: [\"Shop\", .product(name: \"SnapshotTesting\","
          + " package: \"swift-snapshot-testing\"), .product(name: \"UIKit\", package: \"offscreen\"),"
          + " .product(name: \"OffscreenSnapshotTesting\", package: \"offscreen\")], path: \"Tests/Unit\"),"
      ))
    #expect(manifest.contains("swiftLanguageModes: [.v5]"))
    #expect(!manifest.contains("ShopMacros"))
    #expect(
      description.skipped == [
        "the macro target ShopMacros: the mirror has Swift library, executable and test targets"
      ])
  }
}

/// A target whose sources import Combine gets Offscreen's Combine in the mirror, and its
/// imports say `OffscreenCombine`; a target that does not, does not.
@Test func combineImportsBringOffscreenCombine() throws {
  let description = try ManifestDescription(json: PackageMirrorTests.dump)
  let manifest = description.mirrorManifest(offscreen: "/opt/offscreen", combineTargets: ["Shop"])
  #expect(
    manifest.contains(
      ".target(name: \"Shop\", dependencies: [.product(name: \"UIKit\", package: \"offscreen\"),"
        + " .product(name: \"OffscreenCombine\", package: \"offscreen\")]"))
  #expect(
    !manifest.contains(
      "OffscreenSnapshotTesting\", package: \"offscreen\"), .product(name: \"OffscreenCombine\""))
  let port = TargetPort(sources: [
    (
      path: "Model.swift",
      text: "import Combine\nimport UIKit\n\nfinal class Model: ObservableObject {}\n"
    )
  ])
  #expect(port.files[0].text.hasPrefix("import OffscreenCombine\nimport UIKit\n"))
  #expect(port.files[0].changes.map(\.kind) == [FilePorter.combineImportChange])
}

/// A test target whose files use XCTest's `XCTContext` gets Offscreen's XCTest additions in
/// the mirror, and those files import them; other targets do not.
@Test func activitiesBringOffscreenXCTest() throws {
  let description = try ManifestDescription(json: PackageMirrorTests.dump)
  let manifest = description.mirrorManifest(
    offscreen: "/opt/offscreen", xctestTargets: ["ShopTests"])
  #expect(
    manifest.contains(
      ".product(name: \"OffscreenSnapshotTesting\", package: \"offscreen\"),"
        + " .product(name: \"OffscreenXCTest\", package: \"offscreen\")], path: \"Tests/Unit\""))
  #expect(
    manifest.contains(
      ".target(name: \"Shop\", dependencies: [.product(name: \"UIKit\", package: \"offscreen\")],"))
  let text =
    "import XCTest\n\nfinal class T: XCTestCase {\n  func testA() {\n"
    + "    XCTContext.runActivity(named: \"a\") { activity in _ = activity.name }\n  }\n}\n"
  let port = TargetPort(sources: [(path: "T.swift", text: text)])
  #expect(port.files[0].text.hasPrefix("import XCTest\nimport UIKit\nimport OffscreenXCTest\n\n"))
  #expect(port.files[0].changes.map(\.kind).contains(FilePorter.xctestImportChange))
  let plain = TargetPort(sources: [(path: "U.swift", text: "import XCTest\n\nlet a = 1\n")])
  #expect(!plain.files[0].text.contains("OffscreenXCTest"))
}
