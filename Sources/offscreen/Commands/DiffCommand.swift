import ArgumentParser
import Foundation
import ImageComparison
import PNGCodec
import Raster

/// `offscreen diff A.png B.png`: compares two PNGs as an image snapshot test does.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compares two PNG images the way an image snapshot test does.",
    discussion: """
      Prints how many pixels differ, the largest colour difference (CIE ΔE 1994, 0–100) and \
      the bounding box of the change.

      Exit status: 0 the images match; 1 they differ (or their sizes do); 5 an image could not \
      be read; 6 the difference image could not be written; 64 the arguments are wrong.
      """)

  @Argument(help: "The reference PNG.")
  var reference: String

  @Argument(help: "The PNG to compare with the reference.")
  var actual: String

  @Option(help: "The share of pixels, 0…1, that must match.")
  var precision = 1.0

  @Option(help: "How close, 0…1, each pixel's colour must be: ΔE ≤ (1 − Q) × 100.")
  var perceptualPrecision = 1.0

  @Flag(help: "Leave out pixels that differ only along anti-aliased edges.")
  var ignoreAntialiasing = false

  @Option(help: "Write a difference image here: failing pixels red over the faded reference.")
  var output: String?

  func validate() throws {
    if let invalidity = options.invalidity { throw ValidationError(invalidity) }
  }

  private var options: ComparisonOptions {
    ComparisonOptions(
      precision: precision, perceptualPrecision: perceptualPrecision,
      ignoresAntialiasing: ignoreAntialiasing)
  }

  func run() throws {
    let referenceImage = try load(reference)
    let actualImage = try load(actual)
    let difference = compareImages(
      reference: referenceImage, actual: actualImage, options: options)
    print(difference.matches ? "match: \(difference)" : "differ: \(difference)")
    if let output {
      do {
        try writePNG(
          differenceImage(reference: referenceImage, actual: actualImage, options: options),
          to: output)
      } catch {
        throw ExitStatus.io.failure("offscreen diff: cannot write \(output): \(error)")
      }
    }
    if !difference.matches { throw ExitStatus.mismatch.exit }
  }

  private func load(_ path: String) throws -> Pixmap {
    do { return try decodePNG(contentsOf: path) } catch {
      throw ExitStatus.unreadableImage.failure("offscreen diff: cannot read \(path): \(error)")
    }
  }
}
