import ArgumentParser
import PNGCodec

/// `png IMAGE.png`: times encoding a decoded image to memory, as the peers' PNG encoders do.
struct PNGBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "png", abstract: "Times PNG encoding of an image to memory.")

  @Argument(help: "The PNG image to encode (decoded once, untimed).")
  var image: String

  @Option(help: "The compression preset.")
  var compression = PNGCompression.fast

  @OptionGroup var options: RunOptions

  func run() throws {
    let pixmap = try decodePNG(contentsOf: image)
    var bytes = 0
    var result = try measure(runs: options.runs) {
      bytes = try encodePNG(pixmap, compression: compression).count
    }
    result["workload"] = "png_encode"
    result["bytes"] = bytes
    try printResult(result)
  }
}

extension PNGCompression: ExpressibleByArgument {}
