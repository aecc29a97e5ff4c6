import ArgumentParser

// Placeholder — the helper that owns this workload replaces this file.
struct SolverBench: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "solver")
  func run() throws { throw WorkloadError("the solver workload is not written yet") }
}
