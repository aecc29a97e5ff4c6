import ArgumentParser
import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

@testable import offscreen

/// Every picture of the demo gallery matches its golden image exactly.
@Suite struct EngineGalleryTests {
  @Test(arguments: EngineGallery.cases.map(\.name))
  func galleryCase_matchesGolden(name: String) throws {
    let galleryCase = try #require(EngineGallery.cases.first { $0.name == name })
    try GoldenImage.assertMatches(try galleryCase.render(), golden: "Gallery/\(name).png")
  }

  @Test func gallery_namesAreUnique() {
    let names = EngineGallery.cases.map(\.name)
    #expect(Set(names).count == names.count)
  }
}

/// `offscreen demo` writes the Settings example the README shows, from the copy it carries;
/// `--engine`, the engine's gallery sheet. (On the main actor: the demo runs UIKit there.)
@MainActor @Suite struct DemoCommandTests {
  func runDemo(_ arguments: [String]) throws -> Pixmap {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("offscreen-demo-\(getpid())-\(arguments.count).png").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let command = try DemoCommand.parse(["-o", output] + arguments)
    try command.run()
    return try decodePNG(contentsOf: output)
  }

  @Test func demo_writesTheSettingsExample() throws {
    try GoldenImage.assertMatches(try runDemo([]), golden: "Examples/Settings.png")
  }

  @Test func demoEngine_writesTheGallerySheet() throws {
    try GoldenImage.assertMatches(try runDemo(["--engine"]), golden: "Demo/demo.png")
  }

  /// An output that cannot be written ends the demo with status 6, as it ends `render`.
  @Test func demo_unwritableOutputExitsSix() throws {
    let command = try DemoCommand.parse(["-o", "/nonexistent-offscreen-folder/demo.png"])
    #expect(throws: ExitCode(6)) { try command.run() }
  }

  @Test func theBuiltInMockup_isExamplesSettings() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let example = try String(
      contentsOf: root.appendingPathComponent("Examples/Settings.yaml"), encoding: .utf8)
    #expect(DemoMockup.settings + "\n" == example)
  }
}
