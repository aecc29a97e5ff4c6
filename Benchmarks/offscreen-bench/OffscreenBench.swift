import ArgumentParser

/// Runs the neutral workloads of `shared/bench/` and prints medians, one JSON object last.
@main
struct OffscreenBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "offscreen-bench",
    abstract: "Times Offscreen on the neutral benchmark workloads.",
    subcommands: [
      SolverBench.self, RasterBench.self, TextBench.self, PNGBench.self, ScreenBench.self,
      DiffBench.self, SnapshotBench.self, SnapshotSuiteBench.self,
    ])
}

/// Options every workload shares.
struct RunOptions: ParsableArguments {
  @Option(help: "Timed runs after one warm-up.")
  var runs = 5

  func validate() throws {
    guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
  }
}
