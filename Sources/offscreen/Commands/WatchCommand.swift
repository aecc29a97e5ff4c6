import ArgumentParser
import Foundation
import Mockup

/// `offscreen watch FILE [-o OUT]`: renders again each time the mockup file changes.
struct WatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Renders a mockup to PNG, then again whenever the file changes (Ctrl-C stops).")

  @Argument(help: "The mockup file.")
  var file: String

  @Option(name: .shortAndLong, help: "The PNG to write (default: the mockup's name with .png).")
  var output: String?

  @OptionGroup var input: MockupInputOptions

  @Option(help: "How often to look at the file, in seconds.")
  var interval: Double = 0.3

  /// Stops after this many renders (for tests; unlimited by default).
  @Option(help: .hidden)
  var renders: Int?

  /// The time of day, as `14:03:07`.
  private static var clock: DateFormatter {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss"
    return formatter
  }

  func validate() throws {
    guard interval > 0 else { throw ValidationError("--interval must be above 0") }
  }

  func run() throws {
    let job = RenderJob(
      file: file, variables: try input.variables(), overrides: input.overrides,
      output: output ?? RenderJob.stem(file) + ".png")
    var lastChange: Date?
    var count = 0
    while renders.map({ count < $0 }) ?? true {
      let modified =
        (try? FileManager.default.attributesOfItem(atPath: file))?[
          .modificationDate] as? Date
      if let modified, modified != lastChange {
        lastChange = modified
        count += 1
        // A bad edit is reported and watching goes on: the next save may fix it.
        // Each line starts with the time, so a glance tells whether the last save was seen.
        let started = Date()
        do {
          let size = try MainActor.assumeIsolated { try job.run() }
          let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
          print(
            "\(Self.clock.string(from: started)) wrote \(job.output) "
              + "(\(size.width)×\(size.height)) in \(milliseconds) ms")
        } catch let error as MockupError {
          FileHandle.standardError.write(
            Data("\(Self.clock.string(from: started)) \(error)\n".utf8))
        }
        continue
      }
      if modified == nil && lastChange == nil {
        throw ExitStatus.ending(MockupError(.io, "cannot read \(file)"))
      }
      Thread.sleep(forTimeInterval: interval)
    }
  }
}
