import Foundation

/// The port of a whole Swift package: each of its Swift targets ported into
/// `.offscreen-port/` under the same relative path, and a `Package.swift` there that declares
/// the same targets and dependencies on those mirrors, with Offscreen's `UIKit` added, so
/// `swift test --package-path .offscreen-port` builds and tests the team's code on Linux
/// while the team's own files, its manifest included, stay as they are.
public struct PackageMirror {
  /// The folder the port goes in, inside the package.
  public static let folderName = ".offscreen-port"

  public let package: URL
  /// Where Offscreen is: a path, or a git URL.
  public let offscreen: String

  public init(package: URL, offscreen: String) {
    self.package = package.standardizedFileURL
    self.offscreen = offscreen
  }

  public var folder: URL { package.appendingPathComponent(Self.folderName) }

  /// Ports every target and writes the manifest; the entries of every mirror and what could
  /// not be translated.
  public func run() throws -> (entries: [MirrorWriter.Entry], diagnostics: [PortDiagnostic]) {
    let description = try ManifestDescription(package: package)
    var entries: [MirrorWriter.Entry] = []
    var diagnostics: [PortDiagnostic] = description.skipped.map {
      PortDiagnostic(
        severity: .warning, file: package.appendingPathComponent("Package.swift").path, line: 1,
        column: 1, message: $0)
    }
    var combineTargets: Set<String> = []
    var xctestTargets: Set<String> = []
    for target in description.targets {
      let writer = MirrorWriter(
        source: package.appendingPathComponent(target.path),
        mirror: folder.appendingPathComponent(target.path),
        dependencies: description.localDependencies(of: target).map {
          package.appendingPathComponent($0.path)
        })
      let (written, found) = try writer.run()
      if written.contains(where: {
        $0.changes.contains { $0.kind == FilePorter.combineImportChange }
      }) {
        combineTargets.insert(target.name)
      }
      if written.contains(where: {
        $0.changes.contains { $0.kind == FilePorter.xctestImportChange }
      }) {
        xctestTargets.insert(target.name)
      }
      entries += written.map {
        var entry = $0
        entry.path = target.path + "/" + entry.path
        return entry
      }
      diagnostics += found
    }
    let manifest = description.mirrorManifest(
      offscreen: offscreen, combineTargets: combineTargets, xctestTargets: xctestTargets)
    try write(manifest, to: "Package.swift", entries: &entries)
    try write(
      "# Written by offscreen-port: the Linux port of this package.\n*\n", to: ".gitignore",
      entries: &entries)
    return (entries, diagnostics)
  }

  private func write(_ text: String, to name: String, entries: inout [MirrorWriter.Entry]) throws {
    let url = folder.appendingPathComponent(name)
    let data = Data(text.utf8)
    if (try? Data(contentsOf: url)) == data {
      entries.append(.init(path: name, outcome: .unchanged, changes: []))
      return
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
    entries.append(.init(path: name, outcome: .written, changes: []))
  }
}
