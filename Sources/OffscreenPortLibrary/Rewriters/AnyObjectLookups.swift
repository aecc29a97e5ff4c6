import SwiftSyntax

/// A property read through `AnyObject` — `constraints.first?.priority`, where the target
/// declares `constraints` as `[AnyObject]` — is Objective-C's dynamic member lookup, which
/// Swift on Linux does not have. It becomes `AnyObjectLookup.property("priority", of: …)`,
/// which reads the property by name and, as on iOS, gives an optional. Whether an expression is
/// an `AnyObject` is known from the target's own declarations: a property declared `AnyObject`,
/// or the `first`, `last` or an element of one declared `[AnyObject]`. A method called that
/// way, or a property assigned, is reported: neither can be translated without the type.
extension FilePorter {
  func portAnyObjectLookup(_ node: MemberAccessExprSyntax) -> Bool {
    guard let base = node.base, node.declName.argumentNames == nil,
      !["self", "Type"].contains(node.declName.baseName.text),
      let object = anyObject(base)
    else { return false }
    let name = node.declName.baseName.text
    if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id
    {
      report(
        .warning, node,
        "`\(name)(…)` is called through AnyObject (Objective-C dynamic lookup): cast to the class"
          + " that declares it first")
      return false
    }
    if node.continuesChain {
      report(
        .error, node,
        "`\(name)` is read through AnyObject (Objective-C dynamic lookup) inside a longer"
          + " expression: its type cannot be known without the class that declares it")
      return false
    }
    edits.replace(
      node, with: "AnyObjectLookup.property(\"\(name)\", of: \(object.trimmedDescription))")
    needsUIKit = true
    log.record("AnyObject property lookup")
    return true
  }

  /// The expression giving the object `base` reads through, when the target's declarations
  /// say it is an `AnyObject`: `base` itself, or what it optional-chains or unwraps.
  private func anyObject(_ base: ExprSyntax) -> ExprSyntax? {
    let expression =
      base.as(OptionalChainingExprSyntax.self)?.expression
      ?? base.as(ForceUnwrapExprSyntax.self)?.expression ?? base
    return shape(of: expression) == .object ? expression : nil
  }

  private func shape(of expression: ExprSyntax) -> TargetIndex.AnyObjectShape? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return index.anyObjectProperties[reference.baseName.text]
    }
    if let element = expression.as(SubscriptCallExprSyntax.self) {
      return shape(of: unwrapped(element.calledExpression)) == .array ? .object : nil
    }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    if ["first", "last"].contains(name), let base = member.base,
      shape(of: unwrapped(base)) == .array
    {
      return .object
    }
    return index.anyObjectProperties[name]
  }

  private func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    expression.as(OptionalChainingExprSyntax.self)?.expression
      ?? expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
  }
}

extension MemberAccessExprSyntax {
  /// Whether the access is the base of a further member access, call or subscript, or the
  /// target of an assignment: places where its optional result would not fit.
  fileprivate var continuesChain: Bool {
    var node = Syntax(self)
    while let parent = node.parent,
      parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    {
      node = parent
    }
    guard let parent = node.parent else { return false }
    if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
    if let element = parent.as(SubscriptCallExprSyntax.self) {
      return element.calledExpression.id == node.id
    }
    if let call = parent.as(FunctionCallExprSyntax.self) {
      return call.calledExpression.id == node.id
    }
    if let sequence = parent.as(ExprListSyntax.self),
      let position = sequence.firstIndex(where: { $0.id == node.id }),
      sequence.index(after: position) != sequence.endIndex
    {
      return sequence[sequence.index(after: position)].is(AssignmentExprSyntax.self)
    }
    return false
  }
}
