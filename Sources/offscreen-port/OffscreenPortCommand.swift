import ArgumentParser
import Foundation
import OffscreenPortLibrary

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

  @Argument(help: "The target's source folder (without --package).")
  var sources: String?

  @Option(name: .shortAndLong, help: "The mirror folder to write (without --package).")
  var output: String?

  @Option(
    help: """
      A Swift package to port whole: every Swift target into PACKAGE/.offscreen-port/, with a
      Package.swift there for `swift test --package-path PACKAGE/.offscreen-port`.
      """)
  var package: String?

  @Option(
    help: """
      Where the mirror's manifest finds Offscreen with --package: a path or a git URL (by
      default the checkout this tool was built from).
      """)
  var offscreen: String = OffscreenPortCommand.checkout

  @Option(
    name: .customLong("dependency"),
    help: """
      The source folder of a target this one depends on (repeatable, without --package): read,
      not ported, so overrides of members it declares in extensions of UIKit's classes are known.
      """)
  var dependencies: [String] = []

  @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
  var quiet = false

  @Flag(help: "Write only the Swift files, not the folder's other files (resources).")
  var swiftOnly = false

  /// The Offscreen checkout this tool was built from.
  static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  func validate() throws {
    if package == nil && (sources == nil || output == nil) {
      throw ValidationError("give a source folder and --output, or --package")
    }
    if package != nil && (sources != nil || output != nil) {
      throw ValidationError("--package ports a whole package: give no source folder or --output")
    }
  }

  func run() throws {
    let (entries, diagnostics) =
      if let package {
        try PackageMirror(package: URL(fileURLWithPath: package), offscreen: offscreen).run()
      } else {
        try MirrorWriter(
          source: URL(fileURLWithPath: sources!), mirror: URL(fileURLWithPath: output!),
          copiesResources: !swiftOnly, dependencies: dependencies.map(URL.init(fileURLWithPath:))
        ).run()
      }
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
