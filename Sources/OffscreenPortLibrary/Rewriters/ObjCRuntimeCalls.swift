import SwiftSyntax

/// Code that calls the Objective-C runtime (method swizzling) writes its implementations' types
/// as `@convention(c) (AnyObject, Selector, …) -> …` or `@convention(block)`, which Swift on
/// Linux rejects, and casts with `unsafeBitCast`, which between Offscreen's `IMP` and a Swift
/// function would be undefined. So the conventions go (a plain Swift function type remains),
/// `unsafeBitCast(imp, to: Function.self)` becomes `ObjCRuntime.function(imp, as:
/// Function.self)`, and `unsafeBitCast(block, to: AnyObject.self)` becomes
/// `ObjCRuntime.object(block, as: AnyObject.self)`. Replacing an implementation is reported: it
/// is recorded, but Swift calls methods directly, so the replacement never runs.
extension FilePorter {
  static let swizzlingFunctions: Set<String> = [
    "method_setImplementation", "method_exchangeImplementations", "class_replaceMethod",
  ]

  func portConvention(_ node: AttributeSyntax) {
    guard node.attributeName.trimmedDescription == "convention",
      let kind = node.arguments?.trimmedDescription,
      let type = node.parent?.parent?.as(AttributedTypeSyntax.self)
    else { return }
    guard kind == "block" || Self.isImplementationType(type.baseType.trimmedDescription) else {
      return
    }
    edits.remove(node)
    log.record("@convention(\(kind)) removed")
  }

  /// Whether a C function type is an Objective-C method implementation's: it takes a selector.
  static func isImplementationType(_ text: String) -> Bool { text.contains("Selector") }

  func portRuntimeCall(_ node: FunctionCallExprSyntax) {
    guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self) else { return }
    let name = callee.baseName.text
    if Self.swizzlingFunctions.contains(name) {
      report(
        .warning, node,
        "\(name) replaces an implementation in Offscreen's method table, but Swift calls methods"
          + " directly: the replacement never runs on Linux")
      return
    }
    guard name == "unsafeBitCast", node.arguments.count == 2,
      let target = node.arguments.last, target.label?.text == "to",
      let type = target.expression.as(MemberAccessExprSyntax.self)?.base,
      target.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self"
    else { return }
    let typeText = type.trimmedDescription
    let replacement: String
    if typeText == "AnyObject" {
      replacement = "ObjCRuntime.object"
    } else if index.implementationTypeAliases.contains(typeText)
      || (typeText.contains("@convention(") && Self.isImplementationType(typeText))
    {
      replacement = "ObjCRuntime.function"
    } else {
      return
    }
    edits.replace(callee, with: replacement)
    if let label = target.label { edits.replace(label, with: "as") }
    needsUIKit = true
    log.record("unsafeBitCast of an Objective-C implementation")
  }
}
