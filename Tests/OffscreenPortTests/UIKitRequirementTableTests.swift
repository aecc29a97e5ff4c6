import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import OffscreenPortLibrary

/// The port's table of UIKit's delegate and data source requirements
/// (`UIKitRequirementTable.swift`) is what Offscreen's UIKit declares: each method requirement
/// of its `UI…Delegate…` and `UI…DataSource…` protocols and whether it has a default. Run
/// with `OFFSCREEN_REGENERATE=1` to write the table again after changing one of them.
@Suite struct UIKitRequirementTableTests {
  static let tablePath = "Sources/OffscreenPortLibrary/UIKitRequirementTable.swift"

  @Test func theTableIsGeneratedFromUIKitsProtocols() throws {
    let root = PortedCodeCompilesTests.root
    let uikit = root.appendingPathComponent("Sources/UIKit")
    let files = try #require(FileManager.default.enumerator(atPath: uikit.path))
    let paths = files.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    let collector = ProtocolCollector(viewMode: .sourceAccurate)
    for path in paths {
      let text = try String(contentsOf: uikit.appendingPathComponent(path), encoding: .utf8)
      collector.walk(Parser.parse(source: text))
    }
    #expect(collector.protocols.count > 25)
    let generated = collector.table()
    let table = root.appendingPathComponent(Self.tablePath)
    if ProcessInfo.processInfo.environment["OFFSCREEN_REGENERATE"] != nil {
      try generated.write(to: table, atomically: true, encoding: .utf8)
    }
    let current = try String(contentsOf: table, encoding: .utf8)
    #expect(
      current == generated,
      Comment(
        rawValue: "\(Self.tablePath) is not what UIKit declares: run `OFFSCREEN_REGENERATE=1 "
          + "swift test --filter UIKitRequirementTableTests` and commit the table"))
  }

  /// The base names the port treats as optional requirements in calls are the table's, less
  /// the names closure properties share.
  @Test func optionalRequirementNamesComeFromTheTable() {
    let names = Set(FilePorter.uikitRequirements.values.flatMap { $0.map(\.name) })
    #expect(names.contains("gestureRecognizerShouldBegin"))
    #expect(
      FilePorter.uikitOptionalRequirements
        == names.subtracting(FilePorter.namesSharedWithClosureProperties))
  }

  @Test func requirementsSayWhetherUIKitImplementsThem() throws {
    let gestures = try #require(FilePorter.uikitRequirements["UIGestureRecognizerDelegate"])
    let failure = try #require(
      gestures.first { $0.key == "gestureRecognizer(_:shouldRequireFailureOf:)" })
    #expect(failure.parameters == ["gestureRecognizer", "otherGestureRecognizer"])
    #expect(failure.hasDefault)
    let rows = try #require(FilePorter.uikitRequirements["UITableViewDataSource"])
    // Required on iOS: no default.
    #expect(rows.first { $0.key == "tableView(_:numberOfRowsInSection:)" }?.hasDefault == false)
    #expect(FilePorter.uikitProtocolParents["UITableViewDelegate"] == ["UIScrollViewDelegate"])
  }
}

/// The delegate and data source protocols of UIKit's sources and the requirements their
/// extensions implement.
private final class ProtocolCollector: SyntaxVisitor {
  struct Method {
    let name: String
    let labels: [String]
    let parameters: [String]
    let signature: String
    var key: String { "\(name)(\(labels.map { "\($0):" }.joined()))" }
  }

  var protocols: [String: (parents: [String], methods: [Method])] = [:]
  /// Protocol → the keys of the requirements its extensions implement.
  var defaults: [String: Set<String>] = [:]

  private static func isDelegate(_ name: String) -> Bool {
    name.hasPrefix("UI") && (name.contains("Delegate") || name.contains("DataSource"))
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    guard Self.isDelegate(name) else { return .skipChildren }
    let parents = (node.inheritanceClause?.inheritedTypes ?? []).map(\.type.trimmedDescription)
      .filter(Self.isDelegate)
    let methods = node.memberBlock.members.compactMap {
      $0.decl.as(FunctionDeclSyntax.self).map(Self.method)
    }
    protocols[name] = (parents, methods)
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.trimmedDescription
    guard Self.isDelegate(name), node.genericWhereClause == nil else { return .skipChildren }
    for member in node.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil
      else { continue }
      defaults[name, default: []].insert(Self.method(function).key)
    }
    return .skipChildren
  }

  private static func method(_ function: FunctionDeclSyntax) -> Method {
    let parameters = function.signature.parameterClause.parameters
    return Method(
      name: function.name.text,
      labels: parameters.map(\.firstName.text),
      parameters: parameters.map { ($0.secondName ?? $0.firstName).text },
      signature: collapsed(function.signature.trimmedDescription))
  }

  /// The text on one line, runs of white space made one space.
  private static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      .replacing("( ", with: "(").replacing(" )", with: ")")
  }

  /// The generated Swift file.
  func table() -> String {
    var lines = [
      "// swift-format-ignore-file",
      "// Generated from the delegate and data source protocols of Offscreen's UIKit",
      "// (Sources/UIKit) by UIKitRequirementTableTests: after changing one, run",
      "// `OFFSCREEN_REGENERATE=1 swift test --filter UIKitRequirementTableTests`. Do not edit.",
      "",
      "extension FilePorter {",
      "  /// UIKit's delegate and data source protocols → the ones of them each inherits.",
      "  static let uikitProtocolParents: [String: [String]] = [",
    ]
    for (name, entry) in protocols.sorted(by: { $0.key < $1.key }) where !entry.parents.isEmpty {
      lines.append("    \(literal(name)): [\(entry.parents.map(literal).joined(separator: ", "))],")
    }
    lines += [
      "  ]",
      "",
      "  /// The method requirements of UIKit's delegate and data source protocols, by protocol,",
      "  /// and whether UIKit implements each (iOS makes the others required).",
      "  static let uikitRequirements: [String: [UIKitRequirement]] = [",
    ]
    for (name, entry) in protocols.sorted(by: { $0.key < $1.key }) {
      lines.append("    \(literal(name)): [")
      for method in entry.methods {
        lines.append(
          "      UIKitRequirement(protocolName: \(literal(name)), name: \(literal(method.name)), "
            + "labels: [\(method.labels.map(literal).joined(separator: ", "))], "
            + "parameters: [\(method.parameters.map(literal).joined(separator: ", "))], "
            + "signature: \(literal(method.signature)), "
            + "hasDefault: \(defaults[name]?.contains(method.key) == true)),")
      }
      lines.append("    ],")
    }
    lines += ["  ]", "}", ""]
    return lines.joined(separator: "\n")
  }

  private func literal(_ text: String) -> String {
    "\""
      + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      .replacing("\n", with: "\\n") + "\""
  }
}
