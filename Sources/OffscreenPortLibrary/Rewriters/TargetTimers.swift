import SwiftSyntax

/// `Timer(timeInterval:target:selector:userInfo:repeats:)` (and its `fireAt:` form) —
/// Foundation's target–selector timers, which Foundation on Linux lacks — becomes
/// `SelectorTimer(…)` with the same arguments: UIKit's subclass that calls the selector and
/// answers `userInfo`, which a `Timer` made on Linux cannot.
extension FilePorter {
  static let targetTimerLabels: Set<[String]> = [
    ["timeInterval", "target", "selector", "userInfo", "repeats"],
    ["fireAt", "interval", "target", "selector", "userInfo", "repeats"],
  ]

  func portTargetTimer(_ node: FunctionCallExprSyntax) {
    let callee = node.calledExpression
    let named =
      callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer"
      || callee.trimmedDescription == "Foundation.Timer"
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    guard named, Self.targetTimerLabels.contains(labels) else { return }
    edits.replace(callee, with: "SelectorTimer")
    needsUIKit = true
    log.record("Timer(target:selector:)")
  }
}
