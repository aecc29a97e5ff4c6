import SwiftSyntax

/// Imports as iOS resolves them: a submodule of UIKit (`import UIKit.UIGestureRecognizerSubclass`)
/// is UIKit here; Apple's logging modules (`os`, `os.log`, `OSLog`) become
/// Offscreen's `OffscreenLog`; `Combine` becomes `OffscreenCombine` (Combine's API through
/// OpenCombine); `ObjectiveC` (whose associated objects and `Selector` come with UIKit here)
/// becomes `UIKit`; `SnapshotTesting` brings `OffscreenSnapshotTesting`,
/// whose UIKit strategies swift-snapshot-testing compiles only for iOS; and a file that
/// imports XCTest (which re-exports UIKit on iOS), Quick or Nimble (which re-export XCTest),
/// or writes `#selector`, gets `import UIKit`, as does a file of a UIKit target that imports
/// the module it tests with `@testable import` (on iOS that framework's umbrella header
/// brings UIKit); and a file that uses XCTest's `XCTContext` or `XCTActivity`, which XCTest
/// on Linux lacks, gets `import OffscreenXCTest`.
extension FilePorter {
  static let renamedModules = [
    "os": "OffscreenLog", "os.log": "OffscreenLog", "OSLog": "OffscreenLog", "ObjectiveC": "UIKit",
    "Combine": "OffscreenCombine",
  ]

  /// The change a file records when it imports Combine: its target then needs the product.
  static let combineImportChange = "import Combine → OffscreenCombine"

  /// Apple frameworks whose Clang submodules (`UIKit.UIGestureRecognizerSubclass`,
  /// `UIKit.UIColor`) are one Swift module each in Offscreen: importing a submodule imports it.
  static let modulesWithoutSubmodules: Set<String> = [
    "UIKit", "QuartzCore", "CoreGraphics", "ImageIO", "Foundation",
  ]

  func portImport(_ node: ImportDeclSyntax) {
    var module = node.path.map { $0.name.text }.joined(separator: ".")
    importInsertionOffset = topLevelEnd(of: Syntax(node))
    if node.importKindSpecifier == nil, node.path.count > 1,
      let framework = node.path.first?.name.text, Self.modulesWithoutSubmodules.contains(framework)
    {
      edits.replace(node.path, with: framework)
      log.record("import \(module) → \(framework)")
      module = framework
    }
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
    if node.attributes.contains(where: {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable"
    }) {
      importsTestedModule = true
    }
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

  /// The change a file records when it uses XCTest's API that Linux lacks: its target then
  /// needs the product.
  static let xctestImportChange = "import OffscreenXCTest added"

  /// The names of Apple's XCTest that `OffscreenXCTest` gives XCTest on Linux.
  static let offscreenXCTestNames: Set<String> = ["XCTContext", "XCTActivity"]

  /// `import UIKit` where iOS would have UIKit without one, and `import OffscreenXCTest` where
  /// the file uses what it gives.
  func addImplicitImports() {
    if !imports.contains("UIKit"),
      needsUIKit || !imports.isDisjoint(with: Self.modulesBringingUIKit)
        || (importsTestedModule && index.importsUIKit)
    {
      addImport("UIKit")
      log.record("import UIKit added")
    }
    if usesOffscreenXCTest && !imports.contains("OffscreenXCTest") {
      addImport("OffscreenXCTest")
      log.record(Self.xctestImportChange)
    }
  }

  private func addImport(_ module: String) {
    let lead = importInsertionOffset == 0 ? "" : "\n"
    edits.insert(
      "\(lead)import \(module)\(importInsertionOffset == 0 ? "\n" : "")", at: importInsertionOffset)
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
