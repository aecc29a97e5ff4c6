import Foundation

/// Writes the port of a source folder into a mirror folder: Swift files ported, every other
/// file (resources) copied; only files whose bytes change are written, files that left the
/// source leave the mirror, and the originals are never touched.
public struct MirrorWriter {
  /// What happened to one file of the mirror.
  public enum Outcome: Equatable, Sendable {
    case written, unchanged, removed
  }

  /// One line of the report: a file, what happened to it and what the port changed in it.
  public struct Entry: Sendable {
    public var path: String
    public var outcome: Outcome
    public var changes: [PortChange]
  }

  public let source: URL
  public let mirror: URL
  /// Whether files other than Swift sources are copied too.
  public let copiesResources: Bool
  /// The source folders of the targets this one depends on, read but not ported.
  public let dependencies: [URL]

  public init(
    source: URL, mirror: URL, copiesResources: Bool = true, dependencies: [URL] = []
  ) {
    self.source = source.standardizedFileURL
    self.mirror = mirror.standardizedFileURL
    self.copiesResources = copiesResources
    self.dependencies = dependencies.map(\.standardizedFileURL)
  }

  /// Ports and writes; the entries and the diagnostics, or an error naming the file that
  /// could not be read or written.
  public func run() throws -> (entries: [Entry], diagnostics: [PortDiagnostic]) {
    let manager = FileManager.default
    guard source.path != mirror.path, !mirror.path.hasPrefix(source.path + "/") else {
      throw PortError.mirrorInsideSource(source.path, mirror.path)
    }
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue
    else { throw PortError.noSourceFolder(source.path) }

    let all = try relativeFiles(under: source).filter { copiesResources || $0.hasSuffix(".swift") }
    let swift = all.filter { $0.hasSuffix(".swift") }
    let sources = try swift.map { path in
      (path: path, text: try read(source.appendingPathComponent(path)))
    }
    let dependencySources = try dependencies.flatMap { folder in
      try relativeFiles(under: folder).filter { $0.hasSuffix(".swift") }.map { path in
        (path: path, text: try read(folder.appendingPathComponent(path)))
      }
    }
    let port = TargetPort(
      sources: sources, displayRoot: source.path, mapsLines: true, dependencies: dependencySources)
    var entries: [Entry] = []
    for file in port.files {
      let outcome = try write(Data(file.text.utf8), to: file.path)
      entries.append(Entry(path: file.path, outcome: outcome, changes: file.changes))
    }
    for path in all where !path.hasSuffix(".swift") {
      let data = try Data(contentsOf: source.appendingPathComponent(path))
      entries.append(Entry(path: path, outcome: try write(data, to: path), changes: []))
    }
    let kept = Set(all)
    if manager.fileExists(atPath: mirror.path) {
      for path in try relativeFiles(under: mirror) where !kept.contains(path) {
        try manager.removeItem(at: mirror.appendingPathComponent(path))
        entries.append(Entry(path: path, outcome: .removed, changes: []))
      }
    }
    return (entries, port.diagnostics)
  }

  private func read(_ url: URL) throws -> String {
    let data = try Data(contentsOf: url)
    guard let text = String(data: data, encoding: .utf8) else { throw PortError.notUTF8(url.path) }
    return text
  }

  /// Writes `data` at `path` in the mirror unless it is there already; atomically, so an
  /// interrupted port leaves the last good file.
  private func write(_ data: Data, to path: String) throws -> Outcome {
    let url = mirror.appendingPathComponent(path)
    if let existing = try? Data(contentsOf: url), existing == data { return .unchanged }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
    return .written
  }

  /// The regular files under `root`, relative to it, sorted, skipping hidden files.
  private func relativeFiles(under root: URL) throws -> [String] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var paths: [String] = []
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    for case let url as URL in enumerator {
      guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else {
        continue
      }
      let path = url.standardizedFileURL.path
      paths.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
    }
    return paths.sorted()
  }
}

/// Why a port could not run.
public enum PortError: Error, CustomStringConvertible {
  case noSourceFolder(String)
  case mirrorInsideSource(String, String)
  case notUTF8(String)
  case unreadableManifest(String, String)

  public var description: String {
    switch self {
    case .noSourceFolder(let path): "\(path): no such folder"
    case .mirrorInsideSource(let source, let mirror):
      "the mirror \(mirror) must not be inside the sources \(source): the port would read its own output"
    case .notUTF8(let path): "\(path): not UTF-8 text"
    case .unreadableManifest(let path, let message):
      "\(path)/Package.swift cannot be read with `swift package dump-package`:\n\(message)"
    }
  }
}
