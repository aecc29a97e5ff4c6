import ArgumentParser

// Placeholder — the helper that owns this workload replaces this file.
struct PNGBench: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "png")
  func run() throws { throw WorkloadError("the png workload is not written yet") }
}
