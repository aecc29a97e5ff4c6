import Foundation
import UIKit

/// A mockup file read and checked at the top level: its canvas, components and root view node.
/// ``build()`` makes the views; ``MockupRenderer`` draws them.
@MainActor
public struct Mockup {
  /// The top-level keys of a mockup file.
  static let keys = ["canvas", "variables", "assets", "components", "view"]

  public let canvas: MockupCanvas
  let root: MockupNode
  let components: [String: MockupComponent]
  let context: ValueContext
  let registry: ViewRegistry

  /// Reads the mockup file at `path` with `variables` (from `--set` or a data record) over the
  /// file's own, and `overrides` (from `--device`, `--appearance`) over its canvas.
  public static func load(
    path: String, variables: [String: String] = [:],
    overrides: CanvasOverrides = CanvasOverrides(), registry: ViewRegistry = .standard
  ) throws -> Mockup {
    let text = try MockupSource.read(path)
    // The file was just read, so it is no directory: saying so spares URL a look at the disk.
    let folder = URL(fileURLWithPath: path, isDirectory: false).deletingLastPathComponent()
    return try parse(
      text, file: path, baseDirectory: folder, variables: variables, overrides: overrides,
      registry: registry)
  }

  /// Reads a mockup from `text`; `file` names it in messages, relative images start from
  /// `baseDirectory`.
  public static func parse(
    _ text: String, file: String? = nil,
    baseDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    variables: [String: String] = [:], overrides: CanvasOverrides = CanvasOverrides(),
    registry: ViewRegistry = .standard
  ) throws -> Mockup {
    let document = try MockupSource.parse(text, file: file, variables: Variables())
    guard document.isMapping else {
      throw document.error(.syntax, "expected a mapping with 'view' (and 'canvas', …)")
    }
    for (key, value) in try document.entries() where !keys.contains(key) {
      throw value.error(
        .unknownName, "unknown top-level key '\(key)'",
        suggestions: NearestNames.to(key, in: keys))
    }
    var values: [String: String] = [:]
    for (key, value) in try document["variables"]?.entries() ?? [] {
      values[key] = try value.text()
    }
    // A name given from outside that the file does not declare is a typo, not a new variable.
    for name in variables.keys.sorted() where values[name] == nil {
      throw MockupError(
        .unknownName,
        "'\(name)' is given (by --set or a data record) but the mockup declares no such variable "
          + "in 'variables'", at: (document["variables"] ?? document).location,
        suggestions: NearestNames.to(name, in: values.keys))
    }
    values.merge(variables) { _, given in given }
    let scope = Variables(values)
    let top = document.with(variables: scope)

    var context = ValueContext(
      baseDirectory: baseDirectory, traits: MockupCanvas().traits)
    try registerAssetCatalogs(top["assets"], context: context)
    let canvas = try MockupCanvas.read(top["canvas"], context: context, overrides: overrides)
    context.traits = canvas.traits

    var components: [String: MockupComponent] = [:]
    for (name, value) in try top["components"]?.entries() ?? [] {
      guard registry.viewClass(named: name) == nil else {
        throw value.error(.badValue, "component '\(name)' has the name of a view class")
      }
      components[name] = try MockupComponent(name: name, node: value)
    }
    guard let root = top["view"] else {
      throw document.error(.syntax, "expected a 'view': the root of the mockup's views")
    }
    return Mockup(
      canvas: canvas, root: root, components: components, context: context, registry: registry)
  }

  /// Registers the asset catalogs `node` names (a path or a list of paths, relative to the
  /// mockup's folder) with the mockup's folder, where image and colour names are looked up.
  private static func registerAssetCatalogs(_ node: MockupNode?, context: ValueContext) throws {
    guard let node else { return }
    let paths = node.isSequence ? try node.items() : [node]
    for path in paths {
      let folder = URL(fileURLWithPath: context.baseDirectory.path, isDirectory: true)
      let url = URL(fileURLWithPath: try path.text(), relativeTo: folder)
      guard let bundle = context.assets else {
        throw path.error(.io, "the mockup's folder \(context.baseDirectory.path) cannot be read")
      }
      do {
        try bundle.registerAssetCatalog(at: url.standardizedFileURL)
      } catch {
        throw path.error(.image, "asset catalog: \(error)")
      }
    }
  }

  /// Makes the views and their constraints (activated), ready to be put in a window.
  public func build() throws -> MockupViews {
    let builder = MockupBuilder(registry: registry, components: components, context: context)
    return try builder.build(root)
  }
}
