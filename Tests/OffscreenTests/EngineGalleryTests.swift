import Foundation
import PNGCodec
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

/// `offscreen demo` writes the gallery sheet the README shows.
@Suite struct DemoCommandTests {
  @Test func demo_writesTheGallerySheet() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("offscreen-demo-\(getpid()).png").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let command = try DemoCommand.parse(["-o", output])
    try command.run()
    try GoldenImage.assertMatches(try decodePNG(contentsOf: output), golden: "Demo/demo.png")
  }
}
