import SwiftSyntax

/// Imports as iOS resolves them: Apple's logging modules (`os`, `os.log`, `OSLog`) become
/// Offscreen's `OffscreenLog`; `Combine` becomes `OffscreenCombine` (Combine's API through
/// OpenCombine); `ObjectiveC` (whose associated objects and `Selector` come with UIKit here)
/// becomes `UIKit`; `SnapshotTesting` brings `OffscreenSnapshotTesting`,
/// whose UIKit strategies swift-snapshot-testing compiles only for iOS; and a file that
/// imports XCTest (which re-exports UIKit on iOS), Quick or Nimble (which re-export XCTest),
/// or writes `#selector`, gets `import UIKit`.
extension FilePorter {
  static let renamedModules = [
    "os": "OffscreenLog", "os.log": "OffscreenLog", "OSLog": "OffscreenLog", "ObjectiveC": "UIKit",
    "Combine": "OffscreenCombine",
  ]

  /// The change a file records when it imports Combine: its target then needs the product.
  static let combineImportChange = "import Combine → OffscreenCombine"

  func portImport(_ node: ImportDeclSyntax) {
    let module = node.path.map { $0.name.text }.joined(separator: ".")
    importInsertionOffset = topLevelEnd(of: Syntax(node))
    if let renamed = Self.renamedModules[module] {
      if imports.contains(renamed) {
        edits.remove(node)
      } else {
        edits.replace(node.path, with: renamed)
        if node.importKindSpecifier != nil, let kind = node.importKindSpecifier {
          edits.remove(kind)
        }
      }
      imports.insert(renamed)
      log.record("import \(module) → \(renamed)")
      return
    }
    imports.insert(module)
    if module == "SnapshotTesting" && !imports.contains("OffscreenSnapshotTesting") {
      edits.insert(
        "\nimport OffscreenSnapshotTesting", at: node.endPositionBeforeTrailingTrivia.utf8Offset)
      imports.insert("OffscreenSnapshotTesting")
      log.record("import OffscreenSnapshotTesting added")
    }
  }

  /// The test modules that bring UIKit (and Core Graphics' types) on iOS: XCTest re-exports
  /// it there, and Quick and Nimble re-export XCTest.
  static let modulesBringingUIKit: Set<String> = ["XCTest", "Quick", "Nimble"]

  /// `import UIKit` where iOS would have UIKit without one.
  func addImplicitImports() {
    guard !imports.contains("UIKit"),
      needsUIKit || !imports.isDisjoint(with: Self.modulesBringingUIKit)
    else { return }
    let lead = importInsertionOffset == 0 ? "" : "\n"
    edits.insert(
      "\(lead)import UIKit\(importInsertionOffset == 0 ? "\n" : "")", at: importInsertionOffset)
    log.record("import UIKit added")
  }

  /// Where the file-level statement holding `node` ends: after an import's own line, or after
  /// the `#endif` of the `#if` block it sits in, so a new import is never conditional.
  private func topLevelEnd(of node: Syntax) -> Int {
    var statement = node
    while let parent = statement.parent, !parent.is(SourceFileSyntax.self) {
      if parent.is(CodeBlockItemSyntax.self),
        parent.parent?.parent?.is(SourceFileSyntax.self) == true
      {
        statement = parent
        break
      }
      statement = parent
    }
    return statement.endPositionBeforeTrailingTrivia.utf8Offset
  }
}
