import Foundation
import Testing
import UIKit

/// Contents files with values of the wrong kind: each is reported with its file and the key,
/// and never traps.
@Suite struct AssetCatalogMalformedTests {
  /// A catalog with one set `set` whose Contents.json is `json`, registered with a bundle of its
  /// own; the error registration throws, if any.
  private func register(set: String, json: String) throws -> AssetCatalogError? {
    let bundle = try AssetCatalogFixtures.emptyBundle()
    defer { try? FileManager.default.removeItem(atPath: bundle.bundlePath) }
    let folder = URL(fileURLWithPath: bundle.bundlePath)
      .appendingPathComponent("M.xcassets").appendingPathComponent(set)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    do {
      try bundle.registerAssetCatalog(at: folder.deletingLastPathComponent())
      return nil
    } catch let error as AssetCatalogError {
      #expect(error.path == folder.appendingPathComponent("Contents.json").path)
      return error
    }
  }

  @Test(arguments: [
    ("a.imageset", #"{"images": "star.png"}"#, #""images" is not an array of objects"#),
    ("a.imageset", #"{"images": [{"filename": 3}]}"#, #""filename" is not a string"#),
    (
      "a.imageset", #"{"images": [{"filename": "a.png", "scale": 2}]}"#, #""scale" is not a string"#
    ),
    (
      "a.imageset", #"{"images": [{"filename": "a.png", "scale": "two"}]}"#,
      #"scale "two" is not 1x, 2x or 3x"#
    ),
    (
      "a.imageset", #"{"images": [{"filename": "a.png", "scale": "1e300x"}]}"#,
      #"scale "1e300x" is not 1x, 2x or 3x"#
    ),
    (
      "a.imageset",
      #"{"images": [{"filename": "a.png", "resizing": {"cap-insets": {"left": 1e300}}}]}"#,
      #"slicing "left" is not a number of pixels"#
    ),
    (
      "a.imageset", #"{"images": [{"filename": "a.png", "appearances": "dark"}]}"#,
      #""appearances" is not an array of objects"#
    ),
    ("a.imageset", #"{"properties": []}"#, #""properties" is not an object"#),
    ("a.imageset", #"[1, 2]"#, "is not a JSON object"),
    ("a.colorset", #"{"colors": [{"color": "red"}]}"#, #""color" is not an object"#),
    ("a.colorset", #"{"colors": []}"#, "has no colour"),
    (
      "a.colorset", #"{"colors": [{"color": {"components": {"red": "1"}}}]}"#,
      #"the colour has no "green" component"#
    ),
    (
      "a.colorset",
      #"{"colors": [{"color": {"color-space": "cmyk", "components": {"cyan": "1"}}}]}"#,
      #"unknown colour space "cmyk""#
    ),
    (
      "a.colorset", #"{"colors": [{"color": {"reference": "mauveColor"}}]}"#,
      #"unknown system colour "mauveColor""#
    ),
    ("a.dataset", #"{"data": []}"#, "has no data file"),
    (
      "Group", #"{"properties": {"provides-namespace": "yes"}}"#,
      #""properties"."provides-namespace" is not true or false"#
    ),
  ])
  func wrongKinds_areReportedWithTheirKey(set: String, json: String, reason: String) throws {
    let error = try register(set: set, json: json)
    #expect(error?.reason == reason)
  }

  @Test(arguments: [
    #"{"images": [{"idiom": "universal", "scale": "1x"}]}"#,
    #"{"images": [{"filename": "gone.png", "idiom": "universal", "scale": "1x"}]}"#,
  ])
  func anImageSetWithNoFileToRead_registers_butGivesNil(json: String) throws {
    let bundle = try AssetCatalogFixtures.emptyBundle()
    defer { try? FileManager.default.removeItem(atPath: bundle.bundlePath) }
    let folder = URL(fileURLWithPath: bundle.bundlePath)
      .appendingPathComponent("M.xcassets/gone.imageset")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    try bundle.registerAssetCatalog(at: folder.deletingLastPathComponent())
    #expect(UIImage(named: "gone", in: bundle, compatibleWith: nil) == nil)
  }
}
