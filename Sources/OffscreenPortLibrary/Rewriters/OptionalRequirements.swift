import SwiftSyntax

/// `@objc` protocols. Removing `@objc` leaves two things Swift on Linux rejects or reads
/// differently: a protocol that was class-bound only through `@objc` (a `weak` delegate of it
/// no longer compiles) gets `AnyObject`; and `optional` requirements become requirements with
/// default implementations that mark themselves "not implemented", which the rewritten calls
/// (`delegate?.method?(…)`, see ``portOptionalRequirementCall(_:)``) turn back into nil, as
/// iOS gives nil for a method the conformer does not implement.
extension FilePorter {
  func portObjCProtocol(_ node: ProtocolDeclSyntax) {
    let isObjC = node.attributes.contains {
      if case .attribute(let attribute) = $0 {
        return attribute.attributeName.trimmedDescription == "objc"
      }
      return false
    }
    guard isObjC else { return }
    addAnyObject(to: node)
    let optionals = node.memberBlock.members.compactMap { member -> DeclSyntax? in
      let modifiers =
        member.decl.as(FunctionDeclSyntax.self)?.modifiers
        ?? member.decl.as(VariableDeclSyntax.self)?.modifiers
      guard modifiers?.contains(where: { $0.name.text == "optional" }) == true else { return nil }
      return member.decl
    }
    guard !optionals.isEmpty else { return }
    for requirement in optionals {
      let modifiers =
        requirement.as(FunctionDeclSyntax.self)?.modifiers
        ?? requirement.as(VariableDeclSyntax.self)?.modifiers
      for modifier in modifiers ?? [] where modifier.name.text == "optional" {
        edits.remove(modifier)
      }
    }
    let access =
      node.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
    var defaults: [String] = []
    for requirement in optionals {
      if let function = requirement.as(FunctionDeclSyntax.self) {
        defaults.append("  \(access)\(Self.defaultImplementation(of: function))")
      } else if let variable = requirement.as(VariableDeclSyntax.self) {
        report(
          .warning, variable,
          "optional property requirement: a default that returns OptionalRequirement's placeholder"
            + " is added; a read used as an optional (`?? value`, `if let`, `?.`, `!`) gives nil"
            + " on a conformer that lacks it, as on iOS, but another read (`.map`, passed as an"
            + " argument) gives the placeholder")
        for binding in variable.bindings {
          guard let type = binding.typeAnnotation?.type.trimmedDescription else { continue }
          defaults.append(
            "  \(access)var \(binding.pattern.trimmedDescription): \(type) { OptionalRequirement.unimplemented() }"
          )
        }
      }
    }
    edits.insert(
      "\n\n// Offscreen port: default implementations of the optional requirements.\nextension \(node.name.text) {\n"
        + defaults.joined(separator: "\n") + "\n}",
      at: node.endPositionBeforeTrailingTrivia.utf8Offset)
    log.record("optional requirements given defaults")
  }

  /// `func f(_ x: Int) -> T { OptionalRequirement.unimplemented() }`, without attributes.
  static func defaultImplementation(of function: FunctionDeclSyntax) -> String {
    let signature = function.signature.trimmedDescription
    let generics = function.genericParameterClause?.trimmedDescription ?? ""
    let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
    return
      "func \(function.name.text)\(generics)\(signature)\(whereClause) { OptionalRequirement.unimplemented() }"
  }

  /// `: AnyObject` after the name, or `, AnyObject` after the inherited types.
  private func addAnyObject(to node: ProtocolDeclSyntax) {
    if let inheritance = node.inheritanceClause {
      let names = inheritance.inheritedTypes.map { $0.type.trimmedDescription }
      guard !names.contains("AnyObject"), !names.contains("class") else { return }
      edits.insert(", AnyObject", at: inheritance.endPositionBeforeTrailingTrivia.utf8Offset)
    } else {
      let offset =
        node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia.utf8Offset
        ?? node.name.endPositionBeforeTrailingTrivia.utf8Offset
      edits.insert(": AnyObject", at: offset)
    }
    log.record("@objc protocol made class-bound")
  }

  /// `a?.method?(x)` → `OptionalRequirement.call({ a?.method(x) })`: the whole optional chain
  /// is nil when the method was not implemented. The method is one of the target's optional
  /// requirements, or of UIKit's delegates' (`delegate?.tableView?(…)`, as a proxy forwards
  /// them) unless the target has a property of that name that may hold a closure.
  func portOptionalRequirementCall(_ node: OptionalChainingExprSyntax) {
    guard let member = node.expression.as(MemberAccessExprSyntax.self),
      isOptionalRequirement(member.declName.baseName.text),
      let call = node.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == node.id
    else { return }
    var chain = Syntax(call)
    while let parent = chain.parent, parent.isPostfixContinuation(of: chain) { chain = parent }
    if chain.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.await) })
    {
      report(.error, node, "an optional requirement called with await cannot be translated")
      return
    }
    edits.remove(node.questionMark)
    // A call that names the enclosing closure's `$0` is passed as an autoclosure: a closure
    // of its own would take `$0` for its own argument.
    let anonymous = chain.tokens(viewMode: .sourceAccurate).contains {
      if case .dollarIdentifier = $0.tokenKind { true } else { false }
    }
    edits.insert(
      anonymous ? "OptionalRequirement.call(evaluating: " : "OptionalRequirement.call({ ",
      at: chain.positionAfterSkippingLeadingTrivia.utf8Offset)
    edits.insert(anonymous ? ")" : " })", at: chain.endPositionBeforeTrailingTrivia.utf8Offset)
    log.record("optional requirement call")
  }
}

extension FilePorter {
  /// `a.method!(x)` → `a.method(x)`: on iOS the call runs the conformer's method (and traps
  /// when it has none); here the requirement always has an implementation, the conformer's
  /// or the default (UIKit's default behaviour for UIKit's delegates).
  func portForcedRequirementCall(_ node: ForceUnwrapExprSyntax) {
    guard let member = node.expression.as(MemberAccessExprSyntax.self),
      isOptionalRequirement(member.declName.baseName.text),
      let call = node.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == node.id
    else { return }
    edits.remove(node.exclamationMark)
    log.record("forced optional requirement call")
  }

  func isOptionalRequirement(_ name: String) -> Bool {
    index.optionalRequirements.contains(name)
      || (Self.uikitOptionalRequirements.contains(name) && !index.declaresCallableProperty(name))
  }
}

extension Syntax {
  /// Whether this node continues the postfix expression `child` (a member access, call,
  /// subscript, `?` or `!` on it), so an optional chain through `child` goes on here.
  fileprivate func isPostfixContinuation(of child: Syntax) -> Bool {
    if let member = self.as(MemberAccessExprSyntax.self) { return member.base?.id == child.id }
    if let call = self.as(FunctionCallExprSyntax.self) {
      return call.calledExpression.id == child.id
    }
    if let subscriptCall = self.as(SubscriptCallExprSyntax.self) {
      return subscriptCall.calledExpression.id == child.id
    }
    if let chaining = self.as(OptionalChainingExprSyntax.self) {
      return chaining.expression.id == child.id
    }
    if let unwrap = self.as(ForceUnwrapExprSyntax.self) { return unwrap.expression.id == child.id }
    return false
  }
}
