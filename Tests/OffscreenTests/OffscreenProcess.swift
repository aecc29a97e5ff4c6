import Foundation

/// Runs the built `offscreen` executable (beside the test bundle) as a user would, in a
/// scratch folder, and collects what it prints.
struct OffscreenProcess {
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// A fresh scratch folder for one test.
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "offscreen-cli-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  static var executable: URL {
    Bundle.main.bundleURL.appendingPathComponent("offscreen").standardizedFileURL
  }

  /// Writes `text` to `name` in the folder; returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// Starts `offscreen arguments…` in the folder.
  func start(_ arguments: [String]) throws -> (Process, Pipe, Pipe) {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    return (process, output, errors)
  }

  /// Runs `offscreen arguments…` in the folder to the end.
  func run(_ arguments: [String]) throws -> Result {
    let (process, output, errors) = try start(arguments)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}
