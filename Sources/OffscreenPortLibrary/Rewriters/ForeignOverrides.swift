import SwiftSyntax

/// Overrides of methods the target declares in extensions of other modules' classes
/// (`extension UIView { func subviews(…) }`, overridden in `extension UITableViewCell`):
/// Swift on Linux cannot override a member declared in an extension, and neither side can move
/// into a class body the target does not own. So the override loses `override` and is renamed
/// `portedOverride_Class_name` (each class its own name: an override of an override must not
/// redeclare it), and the base method first dispatches by type, most derived class first:
/// `if let override = self as? UITableViewCell { return override.portedOverride_…(…) }`.
/// That is the method iOS would have called. A call to `super.name(…)` inside such an override
/// cannot be kept (it would dispatch back to the override) and is reported, as are base
/// methods whose variadic or autoclosure parameters cannot be forwarded.
extension FilePorter {
  /// The name an override of `method` in `type` takes.
  static func portedOverrideName(_ method: String, in type: String) -> String {
    let typeName = String(type.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    return "portedOverride_\(typeName)_\(method)"
  }

  func portForeignOverride(_ node: FunctionDeclSyntax) {
    guard let type = typeStack.last else { return }
    let key = "\(type).\(node.dispatchKey)"
    if index.dispatchedOverrides.contains(key) {
      renameDispatchedOverride(node, in: type)
    } else if let overrides = index.foreignDispatch[key] {
      insertDispatch(into: node, to: overrides)
    }
  }

  private func renameDispatchedOverride(_ node: FunctionDeclSyntax, in type: String) {
    if let modifier = node.modifiers.first(where: { $0.name.text == "override" }) {
      edits.remove(modifier)
    }
    edits.replace(node.name, with: Self.portedOverrideName(node.name.text, in: type))
    log.record("override of an extension method of another module's class dispatched by type")
    if let body = node.body, body.description.contains("super.\(node.name.text)(") {
      report(
        .error, node,
        "override of \(node.name.text), declared in an extension of another module's class,"
          + " calls super: Swift on Linux cannot override it, and the port's dispatch cannot"
          + " call the base from the override")
    }
  }

  private func insertDispatch(into node: FunctionDeclSyntax, to overrides: [String]) {
    guard let body = node.body else { return }
    let parameters = node.signature.parameterClause.parameters
    if parameters.contains(where: {
      $0.ellipsis != nil || $0.type.trimmedDescription.contains("@autoclosure")
    }) {
      report(
        .error, node,
        "\(node.name.text) is overridden in the target, but its variadic or autoclosure"
          + " parameters cannot be forwarded to the overrides")
      return
    }
    let arguments = parameters.map { parameter -> String in
      let name = (parameter.secondName ?? parameter.firstName).text
      let value = parameter.type.trimmedDescription.hasPrefix("inout ") ? "&\(name)" : name
      let label = parameter.firstName.text
      return label == "_" ? value : "\(label): \(value)"
    }.joined(separator: ", ")
    let effects = node.signature.effectSpecifiers
    let prefix =
      (effects?.throwsClause == nil ? "" : "try ")
      + (effects?.asyncSpecifier == nil ? "" : "await ")
    let returns = node.signature.returnClause.map { $0.type.trimmedDescription != "Void" } ?? false
    let dispatch = overrides.map { type in
      let method = Self.portedOverrideName(node.name.text, in: type)
      let call = "\(prefix)override.\(method)(\(arguments))"
      return
        " if let override = self as? \(type) { \(returns ? "return \(call)" : "\(call); return") }"
    }.joined(separator: ";")
    // On the brace's own line, so that the lines below keep their numbers.
    edits.insert(dispatch + ";", at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
    // A body that was one expression returned it implicitly; with the dispatch before it, it
    // must say so.
    if returns, body.statements.count == 1, let only = body.statements.first,
      only.item.is(ExprSyntax.self)
    {
      edits.insert("return ", at: only.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    log.record("extension method of another module's class dispatches to overrides")
  }
}
