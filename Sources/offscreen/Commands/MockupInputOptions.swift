import ArgumentParser
import Foundation
import Mockup

/// The options every mockup command shares: variables from `--set` and records from `--data`.
struct MockupInputOptions: ParsableArguments {
  @Option(
    name: .customLong("set"),
    help: ArgumentHelp(
      "Sets a variable the mockup uses as ${KEY} (repeatable).", valueName: "KEY=VALUE"))
  var assignments: [String] = []

  @Option(
    help: ArgumentHelp(
      "A JSON or YAML list of records (maps of variables): one PNG per record.",
      valueName: "FILE"))
  var data: String?

  /// The `--set` variables.
  func variables() throws -> [String: String] {
    var values: [String: String] = [:]
    for assignment in assignments {
      guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
        throw ValidationError("--set expects KEY=VALUE, found '\(assignment)'")
      }
      values[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
    }
    return values
  }

  /// The variable sets to render with: one per data record (over `--set`), or just `--set`.
  func records() throws -> [[String: String]] {
    let base = try variables()
    guard let data else { return [base] }
    return try DataRecords.read(data).map { $0.merging(base) { record, _ in record } }
  }
}
