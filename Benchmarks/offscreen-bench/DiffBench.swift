import ArgumentParser
import ImageComparison
import PNGCodec
import Raster

/// `diff [A.png B.png]`: times comparing two images as a perceptual snapshot test does.
///
/// Without files it makes a full-screen pair (1170×2532, an iPhone 13 at 3×): a reference of
/// bands and gradients, and an actual image that differs in one 390×300 block (a changed card)
/// and, with `--everywhere`, by one grey level in every pixel (the costliest case: every pixel
/// goes through CIELAB).
struct DiffBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff", abstract: "Times comparing two images (precision, ΔE94, bounding box).")

  @Argument(help: "Reference and actual PNG (both or neither; default: a made-up pair).")
  var images: [String] = []

  @Option(help: "Perceptual precision, as in swift-snapshot-testing.")
  var perceptualPrecision = 0.98

  @Flag(help: "Change every pixel of the made-up pair, not one block.")
  var everywhere = false

  @OptionGroup var options: RunOptions

  func validate() throws {
    guard images.isEmpty || images.count == 2 else {
      throw ValidationError("give two PNG files or none")
    }
  }

  func run() throws {
    let (reference, actual) =
      images.isEmpty
      ? try madeUpPair()
      : (try decodePNG(contentsOf: images[0]), try decodePNG(contentsOf: images[1]))
    let comparison = ComparisonOptions(perceptualPrecision: perceptualPrecision)
    var difference: ImageDifference?
    var result = measure(runs: options.runs) {
      difference = compareImages(reference: reference, actual: actual, options: comparison)
    }
    result["workload"] = everywhere ? "diff_everywhere" : "diff"
    result["pixels"] = reference.width * reference.height
    result["differing_pixels"] = difference?.differingPixels
    try printResult(result)
  }

  private func madeUpPair() throws -> (Pixmap, Pixmap) {
    let reference = try Pixmap(width: 1170, height: 2532)
    for y in 0..<reference.height {
      for x in 0..<reference.width {
        let band = UInt8((y / 120) % 2 == 0 ? 242 : 255)
        reference[x, y] = PremultipliedColor(r: band, g: UInt8(x * 255 / 1169), b: band, a: 255)
      }
    }
    let actual = reference.copy()
    for y in 0..<actual.height {
      for x in 0..<actual.width {
        var pixel = actual[x, y]
        if (390..<780).contains(x) && (1200..<1500).contains(y) {
          pixel.r = 40
        } else if everywhere {
          pixel.b -= 1
        }
        actual[x, y] = pixel
      }
    }
    return (reference, actual)
  }
}
