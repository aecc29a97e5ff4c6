import ArgumentParser
import Foundation
import Mockup

/// The options every mockup command shares: variables from `--set`, records from `--data`, and
/// the device and appearance set over the file's canvas.
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

  @Option(
    help: ArgumentHelp(
      "Renders on this device over the file's canvas (iPhoneSe, iPhone13, iPadPro11, …).",
      valueName: "NAME"))
  var device: String?

  @Option(
    help: ArgumentHelp(
      "Renders in this appearance over the file's canvas.", valueName: "light|dark"))
  var appearance: String?

  /// What `--device` and `--appearance` set over the file's canvas.
  var overrides: CanvasOverrides { CanvasOverrides(device: device, appearance: appearance) }

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
