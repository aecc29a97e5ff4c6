import SwiftSyntax

/// Reads of `@objc optional` property requirements. On iOS, `behavior.rate` read through the
/// protocol is an optional, nil when the conformer lacks the property; the port's default
/// gives a placeholder instead, so a read the code uses as an optional (`behavior.rate ?? 1`,
/// `if let rate = behavior.rate`, `behavior.rate?.rounded()`, `behavior.rate!`) becomes `OptionalRequirement.call({ behavior.rate })`,
/// which turns the placeholder back into nil.
extension FilePorter {
  /// `a.property ?? b`: the read on the left of `??`.
  func portOptionalPropertyCoalescing(_ node: SequenceExprSyntax) {
    let elements = Array(node.elements)
    for (position, element) in elements.enumerated().dropLast() {
      guard let operation = elements[position + 1].as(BinaryOperatorExprSyntax.self),
        operation.operator.text == "??"
      else { continue }
      wrapOptionalPropertyRead(element)
    }
  }

  /// `if let x = a.property`, `guard let x = a.property`.
  func portOptionalPropertyBinding(_ node: OptionalBindingConditionSyntax) {
    if let value = node.initializer?.value { wrapOptionalPropertyRead(value) }
  }

  /// `a.property?.…` and `a.property!`: the read that is unwrapped.
  func portOptionalPropertyUnwrap(_ unwrapped: ExprSyntax) {
    wrapOptionalPropertyRead(unwrapped)
  }

  private func wrapOptionalPropertyRead(_ expression: ExprSyntax) {
    guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
      index.optionalProperties.contains(member.declName.baseName.text)
    else { return }
    edits.insert(
      "OptionalRequirement.call({ ", at: member.positionAfterSkippingLeadingTrivia.utf8Offset)
    edits.insert(" })", at: member.endPositionBeforeTrailingTrivia.utf8Offset)
    log.record("optional property requirement read as an optional")
  }
}
