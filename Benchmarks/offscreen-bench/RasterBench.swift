import ArgumentParser

// Placeholder — the helper that owns this workload replaces this file.
struct RasterBench: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "raster")
  func run() throws { throw WorkloadError("the raster workload is not written yet") }
}
