import SwiftSyntax

/// Overrides of methods (and computed properties) the target declares in extensions of other
/// modules' classes
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
    if isDependencyExtensionOverride(DeclSyntax(node), key: node.dispatchKey) {
      renameDependencyExtensionOverride(DeclSyntax(node), name: node.name, in: type)
    } else if index.dispatchedOverrides.contains(key) {
      renameDispatchedOverride(node, in: type)
    } else if let overrides = index.foreignDispatch[key] {
      insertDispatch(into: node, to: overrides)
    }
  }

  /// The same for a computed property: the override is renamed, the base's getter dispatches.
  func portForeignOverride(_ node: VariableDeclSyntax) {
    guard let type = typeStack.last, let key = node.dispatchKey,
      let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
    else { return }
    if isDependencyExtensionOverride(DeclSyntax(node), key: key) {
      renameDependencyExtensionOverride(DeclSyntax(node), name: name, in: type)
    } else if index.dispatchedOverrides.contains("\(type).\(key)") {
      if let modifier = node.modifiers.first(where: { $0.name.text == "override" }) {
        edits.remove(modifier)
      }
      edits.replace(name, with: Self.portedOverrideName(name.text, in: type))
      log.record("override of an extension property of another module's class dispatched by type")
      if let accessors = binding.accessorBlock {
        portSuperReferences(in: Syntax(accessors), to: name.text, from: type)
      }
    } else if let overrides = index.foreignDispatch["\(type).\(key)"] {
      guard let getter = binding.getterBody else {
        return report(
          .error, node,
          "\(name.text) is overridden in the target, but only a read-only property's getter can"
            + " dispatch to the overrides")
      }
      let dispatch =
        dispatchPrologue(for: overrides, key: key)
        + overrides.map { type in
          " if let override = self as? \(type)\(skipCheck(type, overrides, key)) { return override.\(Self.portedOverrideName(name.text, in: type)) }"
        }.joined(separator: ";")
      insert(dispatch, returning: true, into: getter)
      log.record("extension property of another module's class dispatches to overrides")
    }
  }

  /// Whether `decl` overrides a member that a target this one depends on declares in an
  /// extension of another module's class (and this target does not declare itself).
  private func isDependencyExtensionOverride(_ decl: DeclSyntax, key: String) -> Bool {
    decl.isOverride && index.dependencyExtensionMembers.contains(key)
      && !index.foreignExtensionMembers.contains(key)
  }

  /// Such an override cannot be one on Linux, and the dependency, ported on its own, cannot
  /// dispatch to it: it is renamed so the target compiles, and reported, since the
  /// dependency's code calls its own member where iOS would call this one.
  private func renameDependencyExtensionOverride(
    _ decl: DeclSyntax, name: TokenSyntax, in type: String
  ) {
    let modifiers =
      decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
    if let modifier = modifiers?.first(where: { $0.name.text == "override" }) {
      edits.remove(modifier)
    }
    edits.replace(name, with: Self.portedOverrideName(name.text, in: type))
    log.record("override of a dependency's extension member renamed")
    report(
      .warning, decl,
      "\(name.text) overrides a member a dependency declares in an extension of another module's"
        + " class, which Swift on Linux cannot override: renamed"
        + " \(Self.portedOverrideName(name.text, in: type)), so the dependency's code does not call it"
    )
  }

  private func renameDispatchedOverride(_ node: FunctionDeclSyntax, in type: String) {
    if let modifier = node.modifiers.first(where: { $0.name.text == "override" }) {
      edits.remove(modifier)
    }
    edits.replace(node.name, with: Self.portedOverrideName(node.name.text, in: type))
    log.record("override of an extension method of another module's class dispatched by type")
    if let body = node.body {
      portSuperReferences(in: Syntax(body), to: node.name.text, from: type)
    }
  }

  /// `super.name(…)` (or `super.name`) in a dispatched override of `type` becomes
  /// `PortedSuper.call(from: type.self) { self.name(…) }`: the base method, dispatching from
  /// above `type`, as `super` would.
  private func portSuperReferences(in body: Syntax, to name: String, from type: String) {
    let finder = SuperReferences(name: name)
    finder.walk(body)
    for reference in finder.found {
      var expression = Syntax(reference)
      if let call = reference.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == reference.id
      {
        expression = Syntax(call)
      }
      let tries = expression.parent?.is(TryExprSyntax.self) == true ? "try " : ""
      guard let base = reference.base else { continue }
      edits.insert(
        "PortedSuper.call(from: \(type).self) { \(tries)",
        at: expression.positionAfterSkippingLeadingTrivia.utf8Offset)
      edits.replace(base, with: "self")
      edits.insert(" }", at: expression.endPositionBeforeTrailingTrivia.utf8Offset)
      log.record("super call of a dispatched override")
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
    let key = node.dispatchKey
    let dispatch =
      dispatchPrologue(for: overrides, key: key)
      + overrides.map { type in
        let method = Self.portedOverrideName(node.name.text, in: type)
        let call = "\(prefix)override.\(method)(\(arguments))"
        return
          " if let override = self as? \(type)\(skipCheck(type, overrides, key)) { \(returns ? "return \(call)" : "\(call); return") }"
      }.joined(separator: ";")
    insert(dispatch, returning: returns, into: (body.leftBrace, body.statements))
    log.record("extension method of another module's class dispatches to overrides")
  }

  /// Whether an override of `key` in one of `overrides` calls `super`: then the base's dispatch
  /// must be able to start above it.
  private func callsSuper(_ overrides: [String], _ key: String) -> Bool {
    overrides.contains { index.superCallingOverrides.contains("\($0).\(key)") }
  }

  private func dispatchPrologue(for overrides: [String], key: String) -> String {
    callsSuper(overrides, key) ? " let portedSkip = PortedSuper.take();" : ""
  }

  private func skipCheck(_ type: String, _ overrides: [String], _ key: String) -> String {
    callsSuper(overrides, key) ? ", PortedSuper.reaches(\(type).self, skipping: portedSkip)" : ""
  }

  /// Puts `dispatch` after the body's opening brace, on the brace's own line so that the lines
  /// below keep their numbers. A body that was one expression returned it implicitly; with the
  /// dispatch before it, it must say so.
  private func insert(
    _ dispatch: String, returning returns: Bool,
    into body: (leftBrace: TokenSyntax, statements: CodeBlockItemListSyntax)
  ) {
    edits.insert(dispatch + ";", at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
    if returns, body.statements.count == 1, let only = body.statements.first,
      only.item.is(ExprSyntax.self)
    {
      edits.insert("return ", at: only.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
  }
}

extension PatternBindingSyntax {
  /// The brace and statements of a computed property's getter: the implicit one
  /// (`var x: T { … }`) or `get { … }`; nil when the property has a setter or no getter body.
  fileprivate var getterBody: (leftBrace: TokenSyntax, statements: CodeBlockItemListSyntax)? {
    guard let block = accessorBlock else { return nil }
    switch block.accessors {
    case .getter(let statements): return (block.leftBrace, statements)
    case .accessors(let accessors):
      guard accessors.count == 1, let get = accessors.first,
        get.accessorSpecifier.text == "get", let body = get.body
      else { return nil }
      return (body.leftBrace, body.statements)
    }
  }
}

/// The references to `super.name` in a body.
private final class SuperReferences: SyntaxVisitor {
  let name: String
  var found: [MemberAccessExprSyntax] = []

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == name {
      found.append(node)
    }
    return .visitChildren
  }
}
