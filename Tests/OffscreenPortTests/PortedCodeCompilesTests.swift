import Foundation
import Testing

@testable import OffscreenPortLibrary

/// The port's output compiles against Offscreen's modules, as a team's mirror must: the
/// fixtures are ported as one target and type-checked by the toolchain's `swiftc` with the
/// modules this test run was built with.
@Suite struct PortedCodeCompilesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The build's Modules folder, beside the test executable.
  static var modules: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("Modules")
  }

  @Test func portedFixturesTypeCheck() throws {
    let names = [
      "Delegates", "Platform", "Runtime", "ForeignOverrides", "Lookups", "Swizzling",
      "UIKitOverrides", "MainActorTests", "Inheritance", "Appearance", "Responds",
      "NSObjectInit", "KeyValueObservers", "Predicates", "Forwarding", "Formatters",
    ]
    let sources = try names.map { name in
      (path: "\(name).swift", text: try FixtureTests.text("\(name).input.swift"))
    }
    let port = TargetPort(sources: sources)
    #expect(port.diagnostics.filter { $0.severity == .error }.isEmpty)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("offscreen-port-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    for file in port.files {
      let url = folder.appendingPathComponent(file.path)
      try file.text.write(to: url, atomically: true, encoding: .utf8)
      files.append(url.path)
    }
    try #require(
      FileManager.default.fileExists(
        atPath: Self.modules.appendingPathComponent("UIKit.swiftmodule").path),
      "no UIKit module beside the test executable at \(Self.modules.path)")
    let (status, output) = try Self.typeCheck(files)
    #expect(status == 0, "\(output)")
  }

  /// A package that imports UIKit without depending on Offscreen itself (swift-snapshot-testing,
  /// whose UIKit strategies the mirror compiles) is given no module maps of Offscreen's C
  /// libraries: UIKit must not need them, so every C import behind it is implementation-only.
  @Test func uikitNeedsNoCModuleMapsFromItsClients() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("offscreen-client-\(UUID().uuidString).swift")
    try "import UIKit\nlet view = UIView()\n".write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let (status, output) = try Self.typeCheck([url.path], cModuleMaps: false)
    #expect(status == 0, "\(output)")
  }

  /// Runs `swiftc -typecheck` in Swift 5 mode, as most iOS code is written, with `flags` as a
  /// target's `swiftSettings` would add them.
  static func typeCheck(
    _ files: [String], cModuleMaps: Bool = true, flags: [String] = []
  ) throws -> (Int32, String) {
    let cModules = try FileManager.default.contentsOfDirectory(
      at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil
    ).filter { cModuleMaps && $0.lastPathComponent.hasPrefix("C") }
    var arguments = ["swiftc", "-typecheck", "-swift-version", "5", "-I", modules.path]
    for folder in cModules {
      for map in [
        folder.appendingPathComponent("module.modulemap"),
        folder.appendingPathComponent("include/module.modulemap"),
      ] where FileManager.default.fileExists(atPath: map.path) {
        arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
      }
      arguments += ["-Xcc", "-I\(folder.appendingPathComponent("include").path)"]
    }
    // The module maps SwiftPM wrote for the dependencies' C targets (OpenCombine's helpers).
    let build = modules.deletingLastPathComponent()
    for folder in try FileManager.default.contentsOfDirectory(atPath: build.path)
    where cModuleMaps && folder.hasSuffix(".build") {
      let map = build.appendingPathComponent(folder).appendingPathComponent("module.modulemap")
      if FileManager.default.fileExists(atPath: map.path) {
        arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
      }
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments + flags + files
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }
}
