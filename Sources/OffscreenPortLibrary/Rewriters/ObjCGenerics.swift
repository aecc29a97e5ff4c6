import SwiftSyntax

/// `x is NSLayoutAnchor<NSLayoutDimension>` → `x is any ErasedLayoutAnchor`. Objective-C's
/// generics are erased at run time, so on iOS that test asks only whether `x` is an anchor, and
/// holds for any anchor (a constraint's `firstAnchor`, typed `NSLayoutAnchor<AnyObject>`, as
/// well); Swift's generics are not erased, and the test as written would ask for one exact type.
extension FilePorter {
  func portErasedGenericTest(_ node: IdentifierTypeSyntax) {
    guard node.name.text == "NSLayoutAnchor", node.genericArgumentClause != nil,
      Self.isTypeTest(Syntax(node))
    else { return }
    edits.replace(node, with: "any ErasedLayoutAnchor")
    needsUIKit = true
    log.record("is NSLayoutAnchor<…> → is any ErasedLayoutAnchor")
  }

  /// Whether `type` is what an `is` test (an expression, or a `case is` pattern) tests for.
  private static func isTypeTest(_ type: Syntax) -> Bool {
    guard let parent = type.parent else { return false }
    if parent.is(IsTypePatternSyntax.self) || parent.is(IsExprSyntax.self) { return true }
    // Unfolded, `x is T` is a sequence whose element before the type is the `is`.
    guard parent.is(TypeExprSyntax.self), let list = parent.parent?.as(ExprListSyntax.self),
      let position = list.firstIndex(where: { $0.id == parent.id }),
      position != list.startIndex
    else { return false }
    return list[list.index(before: position)].is(UnresolvedIsExprSyntax.self)
  }
}
