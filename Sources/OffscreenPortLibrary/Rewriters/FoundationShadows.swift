import SwiftSyntax

/// `NSComparisonPredicate`, `NSExpression`, `DateComponentsFormatter` →
/// `UIKit.NSComparisonPredicate`, `UIKit.NSExpression`, `UIKit.DateComponentsFormatter`. Foundation on Linux declares these classes with every member
/// unavailable; Offscreen's UIKit declares working ones of the same names, which a file that
/// imports both can name only with their module.
extension FilePorter {
  static let uikitFoundationClasses: Set<String> = [
    "NSComparisonPredicate", "NSExpression", "DateComponentsFormatter",
  ]

  func portFoundationShadow(_ node: IdentifierTypeSyntax) {
    guard Self.uikitFoundationClasses.contains(node.name.text) else { return }
    qualifyWithUIKit(node.name)
  }

  func portFoundationShadow(_ node: DeclReferenceExprSyntax) {
    guard Self.uikitFoundationClasses.contains(node.baseName.text) else { return }
    // `x.NSExpression` (already qualified, or a member of that name) stays.
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
      return
    }
    qualifyWithUIKit(node.baseName)
  }

  private func qualifyWithUIKit(_ name: TokenSyntax) {
    edits.replace(name, with: "UIKit.\(name.text)")
    needsUIKit = true
    log.record("Foundation class UIKit declares named with its module")
  }
}
