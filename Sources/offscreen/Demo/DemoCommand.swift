import ArgumentParser
import Mockup
import PNGCodec

/// `offscreen demo`: renders the built-in demo with no input file.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Renders the built-in demo: the iOS Settings screen of Examples/Settings.yaml.")

  @Option(name: .shortAndLong, help: "The PNG file to write.")
  var output = "demo.png"

  @Flag(help: "Renders the drawing engine's gallery instead: one tile a feature.")
  var engine = false

  func run() throws {
    FontWarmUp.start()
    if engine {
      let sheet = try GallerySheet.render(EngineGallery.cases)
      try write { try writePNG(sheet, to: output) }
      print("wrote \(output) (\(sheet.width)×\(sheet.height))")
      return
    }
    try MainActor.assumeIsolated {
      let mockup = try Mockup.parse(DemoMockup.settings, file: "Examples/Settings.yaml (built in)")
      let image = try MockupRenderer.image(of: mockup)
      try write {
        try writePNG(image, to: output, pixelsPerPoint: Double(mockup.canvas.scale))
      }
      print("wrote \(output) (\(image.width)×\(image.height))")
    }
  }

  private func write(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch {
      throw ExitStatus.io.failure("offscreen demo: cannot write \(output): \(error)")
    }
  }
}
