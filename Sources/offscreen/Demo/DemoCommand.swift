import ArgumentParser
import PNGCodec

/// `offscreen demo`: renders the built-in demo with no input file.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Renders the built-in demo: a gallery of what the drawing engine draws.")

  @Option(name: .shortAndLong, help: "The PNG file to write.")
  var output = "demo.png"

  func run() throws {
    let sheet = try GallerySheet.render(EngineGallery.cases)
    do {
      try writePNG(sheet, to: output)
    } catch {
      throw ValidationError("cannot write \(output): \(error)")
    }
    print("wrote \(output) (\(sheet.width)×\(sheet.height))")
  }
}
