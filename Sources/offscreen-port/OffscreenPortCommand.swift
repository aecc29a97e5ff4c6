import ArgumentParser
import Foundation
import OffscreenPort

/// `offscreen-port SOURCES --output MIRROR`: writes the Linux mirror of a target's sources.
@main
struct OffscreenPortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "offscreen-port",
    abstract: "Writes a mirror of an iOS target's Swift sources that Swift on Linux compiles.",
    discussion: """
      Translates what Swift on Linux cannot compile (@objc, #selector, @objc optional
      requirements, overrides in extensions, #keyPath, #if os(iOS), Apple-only imports) and
      copies everything else. The originals are never changed; only mirror files whose bytes
      change are written. Prints what changed per file, and what it could not translate as
      file:line:column diagnostics. Exit status 1 when a translation failed.
      """)

  @Argument(help: "The target's source folder.")
  var sources: String

  @Option(name: .shortAndLong, help: "The mirror folder to write.")
  var output: String

  @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
  var quiet = false

  func run() throws {
    let writer = MirrorWriter(
      source: URL(fileURLWithPath: sources), mirror: URL(fileURLWithPath: output))
    let (entries, diagnostics) = try writer.run()
    if !quiet {
      for entry in entries where entry.outcome != .unchanged || !entry.changes.isEmpty {
        let changes = entry.changes.map(\.description).joined(separator: ", ")
        let outcome =
          switch entry.outcome {
          case .written: "written"
          case .unchanged: "unchanged"
          case .removed: "removed"
          }
        print("\(entry.path): \(outcome)\(changes.isEmpty ? "" : " — \(changes)")")
      }
    }
    for diagnostic in diagnostics {
      FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
    if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
  }
}
