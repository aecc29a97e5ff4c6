import ArgumentParser
import Foundation
import PNGCodec
import Raster
import Testing

@testable import offscreen

/// `offscreen diff` compares two PNGs and says so in its exit status.
@Suite struct DiffCommandTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("offscreen-diff-\(getpid())-\(UUID().uuidString)")

  /// Writes a 4×4 white PNG, with a black pixel at `blackPixel` if given, and returns its path.
  func whiteImage(_ name: String, blackPixel: (Int, Int)? = nil) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let image = try Pixmap(width: 4, height: 4, filledWith: .white)
    if let (x, y) = blackPixel { image[x, y] = .black }
    let path = folder.appendingPathComponent(name).path
    try writePNG(image, to: path)
    return path
  }

  /// The exit status `run()` ends with: 0 when it returns.
  func exitStatus(_ arguments: [String]) throws -> Int32 {
    do {
      try DiffCommand.parse(arguments).run()
      return 0
    } catch let exit as ExitCode {
      return exit.rawValue
    }
  }

  @Test func equalImagesExitZero() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try exitStatus([whiteImage("a.png"), whiteImage("b.png")]) == 0)
  }

  @Test func differentImagesExitOneAndWriteTheDifference() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("diff.png").path
    let status = try exitStatus([
      whiteImage("a.png"), whiteImage("b.png", blackPixel: (1, 2)), "--output", output,
    ])
    #expect(status == 1)
    let difference = try decodePNG(contentsOf: output)
    #expect(difference[1, 2] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    #expect(difference[0, 0] == .white)
  }

  @Test func precisionLetsAFewPixelsDiffer() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // One pixel of 16 differs: 15/16 = 0.9375 ≥ 0.9 matches.
    let status = try exitStatus([
      whiteImage("a.png"), whiteImage("b.png", blackPixel: (0, 0)), "--precision", "0.9",
    ])
    #expect(status == 0)
  }

  /// An image that cannot be read is status 5, as a mockup's unreadable image is; a
  /// difference image that cannot be written is 6, as any unwritable output (README, "Exit
  /// status").
  @Test func unreadableImageExitsFiveAndUnwritableDifferenceSix() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      try exitStatus([whiteImage("a.png"), folder.appendingPathComponent("none.png").path]) == 5)
    let nowhere = folder.appendingPathComponent("no-such-folder/difference.png").path
    #expect(
      try exitStatus([
        whiteImage("a.png"), whiteImage("b.png", blackPixel: (1, 1)), "--output", nowhere,
      ]) == 6)
  }

  @Test func outOfRangePrecisionIsAUsageError() {
    #expect(throws: (any Error).self) {
      try DiffCommand.parse(["a.png", "b.png", "--perceptual-precision", "2"])
    }
  }
}
