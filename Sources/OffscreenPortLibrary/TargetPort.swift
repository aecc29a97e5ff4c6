import SwiftParser
import SwiftSyntax

/// The port of a whole target: every Swift file read and indexed together (a `#selector` in
/// one file names a method in another; an override in an extension moves into a class in
/// another), then each file rewritten.
public struct TargetPort {
  /// One file's port.
  public struct File: Sendable {
    /// The path relative to the target's folder.
    public var path: String
    /// The ported text.
    public var text: String
    /// What was translated, by kind.
    public var changes: [PortChange]
    /// What could not be translated, or only with a caveat.
    public var diagnostics: [PortDiagnostic]
  }

  public private(set) var files: [File] = []

  /// Ports `sources`: relative paths with their text. `displayRoot` prefixes the paths in
  /// diagnostics; with `mapsLines`, each ported file maps its lines back to the original file
  /// there (`#sourceLocation`), for diagnostics, `#filePath` and `#line`. `dependencies` are
  /// the sources of the targets this one depends on: read, not ported, so that what the target
  /// does with their declarations is known (an override of one it cannot override).
  public init(
    sources: [(path: String, text: String)], displayRoot: String = "", mapsLines: Bool = false,
    dependencies: [(path: String, text: String)] = []
  ) {
    let trees = sources.map { (path: $0.path, tree: Parser.parse(source: $0.text), text: $0.text) }
    var index = TargetIndex(files: trees.map { ($0.path, $0.tree) })
    if !dependencies.isEmpty {
      let dependency = TargetIndex(
        files: dependencies.map { ($0.path, Parser.parse(source: $0.text)) })
      index.dependencyExtensionMembers = dependency.foreignExtensionMembers
      index.dependencyOptionalMethodClasses = dependency.optionalMethodClasses
      // A conformer in this target to a protocol of theirs, read as their code reads it.
      index.optionalProperties.formUnion(dependency.optionalProperties)
      index.protocolOptionalMethods.merge(dependency.protocolOptionalMethods) { own, _ in own }
    }
    for file in trees {
      let shown = displayRoot.isEmpty ? file.path : displayRoot + "/" + file.path
      let porter = FilePorter(
        path: shown, tree: file.tree, text: file.text, index: index,
        originalRoot: mapsLines ? displayRoot : nil, relative: file.path)
      let text = porter.port(file.tree, mappingLinesTo: mapsLines ? shown : nil)
      files.append(
        File(
          path: file.path, text: text, changes: porter.log.changes, diagnostics: porter.diagnostics)
      )
    }
  }

  /// Every diagnostic of every file.
  public var diagnostics: [PortDiagnostic] { files.flatMap(\.diagnostics) }
}
