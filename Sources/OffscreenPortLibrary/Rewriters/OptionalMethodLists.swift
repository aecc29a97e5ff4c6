import SwiftSyntax

/// What `responds(to:)` answers about optional protocol requirements. On iOS,
/// `dataSource.responds(to: #selector(UITableViewDataSource.numberOfSections(in:)))` asks the
/// Objective-C runtime whether the object's class has the method; on Linux every conformer has
/// it (the port's default, or UIKit's), so the port writes the answer into each class: the
/// Objective-C names of the methods it declares that share a name with an optional
/// requirement, in a `class var` the runtime reads (UIKit's `OptionalMethods`). The topmost
/// class of the target declares it and conforms; a subclass that declares more adds its own to
/// `super`'s, so the answer holds up the class chain as Objective-C's does.
extension FilePorter {
  func portOptionalMethodList(_ node: ClassDeclSyntax) {
    let name = node.name.text
    let parent = node.inheritanceClause?.superclassName
    // The port's own class of UIKit's defaults is never asked.
    guard name != Self.defaultsClass,
      let role = index.optionalMethodRole(of: name, parent: parent)
    else { return }
    let declared = node.memberBlock.members.contains {
      $0.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription
        == "optionalMethods"
    }
    guard !declared else { return }
    let names =
      Self.isLocal(node)
      ? localOptionalMethodNames(node) : index.optionalMethodNames(declaredBy: name)
    let modifiers = Set(node.modifiers.map(\.name.text))
    let access =
      modifiers.contains("open") && !modifiers.contains("final")
      ? "open " : modifiers.isDisjoint(with: ["public", "open"]) ? "" : "public "
    let list = "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    let braceIndent =
      node.memberBlock.rightBrace.leadingTrivia.description
      .split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
    let indent = "\n" + braceIndent + "  "
    let declaration: String
    switch role {
    case .root:
      declaration = "nonisolated \(access)class var optionalMethods: Set<String> { \(list) }"
      if let inheritance = node.inheritanceClause {
        edits.insert(
          ", OptionalMethods", at: inheritance.endPositionBeforeTrailingTrivia.utf8Offset)
      }
    case .subclass:
      guard !names.isEmpty else { return }
      declaration =
        "nonisolated \(access)override class var optionalMethods: Set<String> {"
        + " super.optionalMethods.union(\(list)) }"
    }
    edits.insert(
      indent + "// Offscreen port: the optional requirements it implements, for responds(to:)."
        + indent + declaration,
      at: node.memberBlock.rightBrace.position.utf8Offset)
    log.record("optional requirements the class implements listed")
  }

  /// Whether the class is declared inside a function or closure (a test's local class).
  private static func isLocal(_ node: ClassDeclSyntax) -> Bool {
    var parent = node.parent
    while let current = parent {
      if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self)
        || current.is(InitializerDeclSyntax.self) || current.is(AccessorDeclSyntax.self)
      {
        return true
      }
      parent = current.parent
    }
    return false
  }

  /// ``TargetIndex/optionalMethodNames(declaredBy:)`` for a local class, from its own body:
  /// nothing can extend it, and the index, which knows types by name, would mix in the
  /// methods of the local classes of the same name other tests declare.
  private func localOptionalMethodNames(_ node: ClassDeclSyntax) -> [String] {
    var names: Set<String> = []
    for member in node.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
      let base = function.name.text
      let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
      guard index.isOptionalMethod(base: base, labels: labels) else { continue }
      names.insert(ObjCName.selector(base: base, labels: labels))
      if let given = function.attributes.objcName { names.insert(given) }
    }
    return names.sorted()
  }
}

extension TargetIndex {
  /// Where a class stands for ``FilePorter/portOptionalMethodList(_:)``.
  enum OptionalMethodRole {
    /// The topmost class of a hierarchy that lists its optional methods: it conforms.
    case root
    /// A class below one that lists them.
    case subclass
  }

  /// Whether `type`, derived from `parent`, lists the optional requirements it implements, as
  /// the top of a hierarchy or below one; nil when neither it nor a class of its hierarchy in
  /// the target implements or adopts an optional requirement (no one asks a plain class), or
  /// when it inherits from nothing (a Swift root class, which has no `responds(to:)`). The
  /// parent is the declaration's own: a test may declare local classes of one name with
  /// different superclasses.
  func optionalMethodRole(of type: String, parent: String?) -> OptionalMethodRole? {
    guard let parent else { return nil }
    if dependencyOptionalMethodClasses.contains(parent) { return .subclass }
    if classes.contains(parent) {
      let chain = lineage(of: parent)
      let root = chain[chain.count - 1]
      guard let rootParent = superclasses[root] else { return nil }
      return dependencyOptionalMethodClasses.contains(rootParent) || listsOptionalMethods(root)
        ? .subclass : nil
    }
    return listsOptionalMethods(type) ? .root : nil
  }

  /// The classes of the target whose hierarchy lists optional methods: what a target built on
  /// this one subclasses.
  var optionalMethodClasses: Set<String> {
    classes.filter { optionalMethodRole(of: $0, parent: superclasses[$0]) != nil }
  }

  /// Whether some class in the hierarchy under `root` declares a method named like an optional
  /// requirement or adopts a protocol that may have some (the target's or a dependency's, or
  /// a delegate or data source protocol of UIKit's).
  private func listsOptionalMethods(_ root: String) -> Bool {
    classes.contains { candidate in
      lineage(of: candidate).contains(root)
        && (!optionalMethodNames(declaredBy: candidate).isEmpty
          || (inheritedTypes[candidate] ?? []).contains { name in
            protocolOptionalMethods[name] != nil || name.hasSuffix("Delegate")
              || name.hasSuffix("DataSource")
          })
    }
  }

  /// The Objective-C names of the methods `type` declares (in its body or extensions) that
  /// are optional requirements of a protocol the port knows, or share a name with one of
  /// UIKit's delegates' optional requirements; sorted.
  func optionalMethodNames(declaredBy type: String) -> [String] {
    var names: Set<String> = []
    for (owner, byName) in methods where owner == type || owner.hasSuffix(".\(type)") {
      for (base, labelLists) in byName {
        for labels in labelLists where isOptionalMethod(base: base, labels: labels) {
          names.insert(ObjCName.selector(base: base, labels: labels))
          let key = "\(base)(\(labels.map { "\($0):" }.joined()))"
          if let given = objcNames["\(owner).\(key)"] { names.insert(given) }
        }
      }
    }
    return names.sorted()
  }

  /// Whether a method `base(labels:)` is an optional requirement of a protocol the port
  /// knows, or shares a name with one of UIKit's delegates' optional requirements.
  func isOptionalMethod(base: String, labels: [String]) -> Bool {
    let key = "\(base)(\(labels.map { "\($0):" }.joined()))"
    return FilePorter.uikitOptionalRequirements.contains(base)
      || protocolOptionalMethods.values.contains { $0.contains { $0.key == key } }
  }
}
