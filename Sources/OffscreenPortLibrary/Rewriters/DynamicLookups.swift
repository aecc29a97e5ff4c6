import SwiftSyntax

/// `type(of: x).description()` — NSObject's class method, reached on iOS through the
/// Objective-C runtime's dynamic lookup — becomes `String(describing: type(of: x))`: the
/// class's name, which is what it returns. A bare `classForCoder` (NSObject's, which an
/// `XCTestCase` on Linux does not have: `Bundle(for: classForCoder)`) becomes
/// `type(of: self)`, the class it answers for ordinary objects.
extension FilePorter {
  func portClassForCoder(_ node: DeclReferenceExprSyntax) {
    guard node.baseName.text == "classForCoder", node.argumentNames == nil,
      node.parent?.is(MemberAccessExprSyntax.self) != true
    else { return }
    edits.replace(node, with: "type(of: self)")
    log.record("classForCoder")
  }

  func portClassDescription(_ node: FunctionCallExprSyntax) {
    guard node.arguments.isEmpty, node.trailingClosure == nil,
      let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "description",
      let base = member.base?.as(FunctionCallExprSyntax.self),
      base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
      base.arguments.first?.label?.text == "of"
    else { return }
    edits.replace(node, with: "String(describing: \(base.trimmedDescription))")
    log.record("type(of:).description()")
  }
}
