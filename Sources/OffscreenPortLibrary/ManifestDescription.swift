import Foundation

/// A package's manifest as `swift package dump-package` describes it, reduced to what the
/// mirror's manifest needs: the Swift targets with their folders, dependencies, resources and
/// defines, the package dependencies, and the language mode.
struct ManifestDescription {
  struct Target {
    var name: String
    var kind: String
    var path: String
    var dependencies: [String]
    var exclude: [String]
    var sources: [String]?
    var resources: [String]
    var defines: [String]
  }

  var name: String
  var targets: [Target] = []
  var dependencies: [String] = []
  var dependencyIdentities: Set<String> = []
  var languageModes: [String]
  /// Parts of the manifest the mirror leaves out, said as warnings.
  var skipped: [String] = []

  /// The package's own targets that `target` depends on (by name or as `.target`).
  func localDependencies(of target: Target) -> [Target] {
    targets.filter { other in
      target.dependencies.contains(Self.quoted(other.name))
        || target.dependencies.contains(".target(name: \(Self.quoted(other.name)))")
    }
  }

  init(package: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--package-path", package.path, "dump-package"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      throw PortError.unreadableManifest(package.path, String(decoding: message, as: UTF8.self))
    }
    try self.init(json: json)
  }

  init(json: [String: Any]) throws {
    name = json["name"] as? String ?? "Package"
    let tools = (json["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "5.0.0"
    let modes =
      json["swiftLanguageVersions"] as? [String] ?? json["swiftLanguageModes"] as? [String]
    languageModes = modes ?? (tools.hasPrefix("5") || tools.hasPrefix("4") ? ["5"] : [])
    for dependency in json["dependencies"] as? [[String: Any]] ?? [] {
      readDependency(dependency)
    }
    for target in json["targets"] as? [[String: Any]] ?? [] { readTarget(target) }
  }

  private mutating func readDependency(_ dependency: [String: Any]) {
    if let sourceControl = (dependency["sourceControl"] as? [[String: Any]])?.first {
      let identity = sourceControl["identity"] as? String ?? ""
      let location = sourceControl["location"] as? [String: Any]
      let remote = (location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String
      guard let url = remote ?? ((location?["local"] as? [String])?.first),
        let requirement = Self.requirement(sourceControl["requirement"] as? [String: Any])
      else {
        skipped.append("the dependency \(identity): its location or version cannot be read")
        return
      }
      dependencyIdentities.insert(identity)
      dependencies.append(".package(url: \(Self.quoted(url)), \(requirement))")
    } else if let fileSystem = (dependency["fileSystem"] as? [[String: Any]])?.first,
      let path = fileSystem["path"] as? String
    {
      dependencyIdentities.insert(fileSystem["identity"] as? String ?? "")
      dependencies.append(".package(path: \(Self.quoted(path)))")
    } else {
      skipped.append("a registry dependency: the mirror names only git and path dependencies")
    }
  }

  private static func requirement(_ requirement: [String: Any]?) -> String? {
    guard let requirement else { return nil }
    if let range = (requirement["range"] as? [[String: String]])?.first,
      let lower = range["lowerBound"], let upper = range["upperBound"]
    {
      return "\(quoted(lower))..<\(quoted(upper))"
    }
    if let exact = (requirement["exact"] as? [String])?.first { return "exact: \(quoted(exact))" }
    if let branch = (requirement["branch"] as? [String])?.first {
      return "branch: \(quoted(branch))"
    }
    if let revision = (requirement["revision"] as? [String])?.first {
      return "revision: \(quoted(revision))"
    }
    return nil
  }

  private mutating func readTarget(_ target: [String: Any]) {
    guard let name = target["name"] as? String, let kind = target["type"] as? String else { return }
    guard ["regular", "test", "executable"].contains(kind) else {
      skipped.append(
        "the \(kind) target \(name): the mirror has Swift library, executable and test targets")
      return
    }
    let defaultPath = (kind == "test" ? "Tests/" : "Sources/") + name
    let path = target["path"] as? String ?? defaultPath
    var dependencies: [String] = []
    for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
      if let byName = dependency["byName"] as? [Any], let name = byName.first as? String {
        dependencies.append(Self.quoted(name))
      } else if let target = dependency["target"] as? [Any], let name = target.first as? String {
        dependencies.append(".target(name: \(Self.quoted(name)))")
      } else if let product = dependency["product"] as? [Any], let name = product.first as? String {
        if product.count > 1, let package = product[1] as? String {
          dependencies.append(
            ".product(name: \(Self.quoted(name)), package: \(Self.quoted(package)))")
        } else {
          dependencies.append(Self.quoted(name))
        }
      }
    }
    let resources = (target["resources"] as? [[String: Any]] ?? []).compactMap {
      resource -> String? in
      guard let path = resource["path"] as? String else { return nil }
      let rule = resource["rule"] as? [String: Any]
      return rule?["copy"] != nil ? ".copy(\(Self.quoted(path)))" : ".process(\(Self.quoted(path)))"
    }
    var defines: [String] = []
    for setting in target["settings"] as? [[String: Any]] ?? [] {
      if let kind = setting["kind"] as? [String: Any], let define = kind["define"] as? [String],
        let name = define.first
      {
        defines.append(name)
      } else {
        skipped.append("a build setting of \(name): the mirror keeps only `define` settings")
      }
    }
    targets.append(
      Target(
        name: name, kind: kind, path: path, dependencies: dependencies,
        exclude: target["exclude"] as? [String] ?? [], sources: target["sources"] as? [String],
        resources: resources, defines: defines))
  }

  /// The mirror's manifest: the same targets on the ported folders, Offscreen's UIKit added
  /// (and its snapshot strategies where a target uses swift-snapshot-testing, its Combine to
  /// `combineTargets`, whose sources import Combine, its XCTest additions to `xctestTargets`,
  /// whose tests use `XCTContext`).
  func mirrorManifest(
    offscreen: String, combineTargets: Set<String> = [], xctestTargets: Set<String> = []
  ) -> String {
    var packages = dependencies
    if !dependencyIdentities.contains("offscreen") {
      let location =
        offscreen.contains("://") || offscreen.hasPrefix("git@")
        ? "url: \(Self.quoted(offscreen)), branch: \"main\"" : "path: \(Self.quoted(offscreen))"
      packages.append(".package(name: \"offscreen\", \(location))")
    }
    let uikit = ".product(name: \"UIKit\", package: \"offscreen\")"
    let snapshots = ".product(name: \"OffscreenSnapshotTesting\", package: \"offscreen\")"
    let combine = ".product(name: \"OffscreenCombine\", package: \"offscreen\")"
    let xctest = ".product(name: \"OffscreenXCTest\", package: \"offscreen\")"
    var lines = [
      "// swift-tools-version: 6.1",
      "// Written by offscreen-port from ../Package.swift: the Linux port of this package.",
      "import PackageDescription",
      "",
      "let package = Package(",
      "  name: \(Self.quoted(name)),",
      "  dependencies: [",
    ]
    lines += packages.map { "    \($0)," }
    lines += ["  ],", "  targets: ["]
    for target in targets {
      var dependencies = target.dependencies + [uikit]
      if target.dependencies.contains(where: { $0.contains("\"SnapshotTesting\"") }) {
        dependencies.append(snapshots)
      }
      if combineTargets.contains(target.name) { dependencies.append(combine) }
      if xctestTargets.contains(target.name) { dependencies.append(xctest) }
      let function =
        switch target.kind {
        case "test": "testTarget"
        case "executable": "executableTarget"
        default: "target"
        }
      var arguments = [
        "name: \(Self.quoted(target.name))",
        "dependencies: [\(dependencies.joined(separator: ", "))]",
        "path: \(Self.quoted(target.path))",
      ]
      if !target.exclude.isEmpty {
        arguments.append("exclude: [\(target.exclude.map(Self.quoted).joined(separator: ", "))]")
      }
      if let sources = target.sources {
        arguments.append("sources: [\(sources.map(Self.quoted).joined(separator: ", "))]")
      }
      if !target.resources.isEmpty {
        arguments.append("resources: [\(target.resources.joined(separator: ", "))]")
      }
      if !target.defines.isEmpty {
        let defines = target.defines.map { ".define(\(Self.quoted($0)))" }
        arguments.append("swiftSettings: [\(defines.joined(separator: ", "))]")
      }
      lines.append("    .\(function)(\(arguments.joined(separator: ", "))),")
    }
    lines.append("  ],")
    if !languageModes.isEmpty {
      let modes = languageModes.map { $0 == "6" ? ".v6" : ($0.hasPrefix("4") ? ".v4" : ".v5") }
      lines.append("  swiftLanguageModes: [\(modes.joined(separator: ", "))]")
    }
    lines += [")", ""]
    return lines.joined(separator: "\n")
  }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }
}
