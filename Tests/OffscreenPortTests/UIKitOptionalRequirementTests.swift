import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import OffscreenPortLibrary

/// The port's list of UIKit's optional requirements is the methods Offscreen's UIKit declares
/// in its delegate and data source protocols, less the names closure properties share.
@Suite struct UIKitOptionalRequirementTests {
  @Test func theListMatchesUIKitsProtocols() throws {
    let uikit = PortedCodeCompilesTests.root.appendingPathComponent("Sources/UIKit")
    let files = try #require(FileManager.default.enumerator(atPath: uikit.path))
    let collector = RequirementCollector(viewMode: .sourceAccurate)
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: uikit.appendingPathComponent(path), encoding: .utf8)
      collector.walk(Parser.parse(source: text))
    }
    #expect(collector.names.count > 40)
    #expect(
      FilePorter.uikitOptionalRequirements
        == collector.names.subtracting(FilePorter.namesSharedWithClosureProperties))
  }
}

private final class RequirementCollector: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    guard name.hasPrefix("UI"), name.contains("Delegate") || name.contains("DataSource") else {
      return .skipChildren
    }
    for member in node.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self) { names.insert(function.name.text) }
    }
    return .skipChildren
  }
}
