import SwiftSyntax

/// `#selector(…)` → a `Selector` made from the method itself and its Objective-C name, which
/// UIKit's target-action calls and which equals `Selector("name:")`, as on iOS:
/// `#selector(tapped(_:))` in `class Cell` → `Selector(Cell.tapped(_:), name: "tapped:")`. A
/// protocol's requirement that may be optional, `#selector(UITableViewDataSource.numberOfSections(in:))`,
/// becomes `Selector(optionalRequirement: …, name:)`, which answers `responds(to:)` as
/// Objective-C does (see ``portOptionalMethodList(_:)``) and calls nothing.
extension FilePorter {
  func portSelector(_ node: MacroExpansionExprSyntax) {
    needsUIKit = true
    guard let argument = node.arguments.first, node.arguments.count == 1 else {
      return report(.error, node, "#selector with \(node.arguments.count) arguments")
    }
    if let label = argument.label?.text {
      // getter:/setter: name a property's accessor: nothing on Linux can call it by name.
      let property =
        argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? argument.expression.trimmedDescription
      let name =
        label == "setter"
        ? "set" + property.prefix(1).uppercased() + property.dropFirst() + ":" : property
      edits.replace(node, with: "Selector(\"\(name)\")")
      log.record("#selector(\(label):) named only")
      return report(
        .warning, node,
        "#selector(\(label): …) becomes Selector(\"\(name)\"): it compares as on iOS but calls nothing"
      )
    }
    let (typeName, reference) = split(argument.expression)
    guard let reference else {
      return report(
        .error, node,
        "#selector of \(argument.expression.trimmedDescription): not a method reference")
    }
    guard let type = typeName ?? enclosingType else {
      return report(
        .error, node,
        "#selector(\(reference.trimmedDescription)) outside a type: name the type, as #selector(Type.method)"
      )
    }
    let base = reference.baseName.text
    let labels =
      reference.argumentNames.map { $0.arguments.map { $0.name.text } }
      ?? index.labels(of: base, in: type.components(separatedBy: ".").last)
    let referenceText: String
    if let labels, !labels.isEmpty {
      referenceText = "\(type).\(base)(\(labels.map { "\($0):" }.joined()))"
    } else if labels != nil {
      referenceText = "\(type).\(base)"
    } else {
      referenceText = "\(type).\(base)"
      report(
        .warning, node,
        "#selector(\(reference.trimmedDescription)): no single method named \(base) found in \(type);"
          + " its Objective-C name is taken as \"\(base)\"")
    }
    let objcName =
      index.objcNames[referenceText] ?? ObjCName.selector(base: base, labels: labels ?? [])
    // A requirement named through its protocol (not a class of the target), which may be
    // optional: the selector answers `responds(to:)` from the class's list of them.
    let isRequirement =
      typeName.map { !index.classes.contains($0.components(separatedBy: ".").last ?? $0) } == true
      && isOptionalRequirement(base)
    edits.replace(
      node,
      with: "Selector(\(isRequirement ? "optionalRequirement: " : "")\(referenceText),"
        + " name: \"\(objcName)\")")
    log.record("#selector")
  }

  /// The innermost type the walk is in, nested names joined with dots.
  var enclosingType: String? { typeStack.isEmpty ? nil : typeStack.joined(separator: ".") }

  /// `Type.method(_:)` → ("Type", method(_:)); `method` → (nil, method); `self.method` → (nil, method).
  private func split(_ expression: ExprSyntax) -> (String?, DeclReferenceExprSyntax?) {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return (nil, reference) }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let base = member.base?.trimmedDescription
      return (base == "self" || base == "Self" ? nil : base, member.declName)
    }
    return (nil, nil)
  }
}
