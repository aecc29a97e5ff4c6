import SwiftSyntax

/// `#if os(iOS)` → `#if os(Linux)`: the code was written for iOS, and on Linux, with
/// Offscreen's UIKit, the iOS branch is the one that compiles (the other branches import
/// AppKit or nothing). `canImport(UIKit)` is true already; `os(macOS)`, `os(tvOS)` and
/// `targetEnvironment(…)` stay false, as they would be on an iPhone. `canImport` of a module
/// the port renames (`Combine`, `os`, `ObjectiveC`) asks for the module its imports become, so
/// it is true as on iOS.
extension FilePorter {
  func portPlatformCondition(_ condition: ExprSyntax) {
    for token in condition.tokens(viewMode: .sourceAccurate)
    where token.text == "iOS" && token.previousToken(viewMode: .sourceAccurate)?.text == "("
      && token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?
        .text == "os"
    {
      edits.replace(token, with: "Linux")
      log.record("#if os(iOS)")
    }
    let calls = ModuleConditions(viewMode: .sourceAccurate)
    calls.walk(condition)
    for module in calls.modules {
      guard let renamed = Self.renamedModules[module.trimmedDescription] else { continue }
      edits.replace(module, with: renamed)
      log.record("#if canImport(\(module.trimmedDescription))")
    }
  }
}

/// The modules a compilation condition asks `canImport` about.
private final class ModuleConditions: SyntaxVisitor {
  var modules: [ExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledExpression.trimmedDescription == "canImport",
      let module = node.arguments.first?.expression
    {
      modules.append(module)
    }
    return .skipChildren
  }
}
