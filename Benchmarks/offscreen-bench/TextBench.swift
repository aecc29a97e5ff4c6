import ArgumentParser

// Placeholder — the helper that owns this workload replaces this file.
struct TextBench: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "text")
  func run() throws { throw WorkloadError("the text workload is not written yet") }
}
