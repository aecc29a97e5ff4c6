import SwiftSyntax

/// Optional requirements implemented by a subclass of the conformer. In Objective-C a message
/// finds the subclass's method whichever class declared the conformance; in Swift a
/// requirement's witness is chosen where the conformance is declared, so a subclass's method
/// of the same name is never called through the protocol: the protocol's default (the
/// "not implemented" one the port gives optional requirements) answers instead. The port
/// declares that default in the conforming class's body, where a subclass can override it,
/// and marks the subclass's method `override`.
extension FilePorter {
  func portInheritedRequirements(_ node: ClassDeclSyntax) {
    let name = node.name.text
    let stubs = index.requirementStubs(for: name)
    if !stubs.isEmpty {
      // Indented one level inside the closing brace's line, after the last member.
      let braceIndent =
        node.memberBlock.rightBrace.leadingTrivia.description
        .split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
      let indent = "\n" + braceIndent + "  "
      let text = stubs.map { stub in
        indent + "// Offscreen port: overridden by a subclass; the protocol's default otherwise."
          + indent + (stub.isPublic && index.publicClasses.contains(name) ? "public " : "")
          + stub.defaultImplementation
      }.joined()
      edits.insert(text, at: node.memberBlock.rightBrace.position.utf8Offset)
      log.record("optional requirement declared for a subclass to override")
    }
    for member in node.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self), !member.decl.isOverride,
        !member.decl.isStatic, let key = member.decl.memberKey,
        let stub = index.inheritedRequirementStub(key, in: name)
      else { continue }
      let access = TargetIndex.MovedMember.accessLevels
      // An override in a public class is as accessible as the public method it overrides.
      let widens =
        stub.isPublic && index.publicClasses.contains(name)
        && !function.modifiers.contains { access.contains($0.name.text) }
      edits.insert(
        widens ? "public override " : "override ",
        at: function.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
      log.record("subclass's optional requirement made an override")
    }
  }
}

extension TargetIndex {
  /// An `@objc optional` method requirement: `name(labels:)`, the default the port gives it,
  /// and whether its protocol is public.
  struct OptionalMethod: Equatable {
    let key: String
    let defaultImplementation: String
    let isPublic: Bool
  }

  /// The optional requirements `type` declares for its subclasses to override: those of the
  /// protocols it names that neither it nor an ancestor implements, and a descendant does.
  func requirementStubs(for type: String) -> [OptionalMethod] {
    guard classes.contains(type), !finalClasses.contains(type) else { return [] }
    let chain = lineage(of: type)
    let descendants = classes.filter { $0 != type && lineage(of: $0).contains(type) }
    var stubs: [OptionalMethod] = []
    for proto in inheritedTypes[type] ?? [] {
      for requirement in protocolOptionalMethods[proto] ?? []
      where !chain.contains(where: { declares(requirement.key, in: $0) })
        && descendants.contains(where: { declares(requirement.key, in: $0) })
        && !stubs.contains(requirement)
      {
        stubs.append(requirement)
      }
    }
    return stubs
  }

  /// The stub an ancestor of `type` declares for its method `key`, when the nearest ancestor
  /// with a member of that key is one the port gives it to.
  func inheritedRequirementStub(_ key: String, in type: String) -> OptionalMethod? {
    for ancestor in lineage(of: type).dropFirst() {
      if declares(key, in: ancestor) { return nil }
      if let stub = requirementStubs(for: ancestor).first(where: { $0.key == key }) { return stub }
    }
    return nil
  }

  /// `type` and its superclasses the target declares, nearest first.
  func lineage(of type: String) -> [String] {
    var chain = [type]
    while let parent = superclasses[chain[chain.count - 1]], classes.contains(parent),
      !chain.contains(parent)
    {
      chain.append(parent)
    }
    return chain
  }

  /// Whether `type` declares a method `name(labels:)`.
  private func declares(_ key: String, in type: String) -> Bool {
    methods[type]?.contains { name, labelLists in
      labelLists.contains { "\(name)(\($0.map { "\($0):" }.joined()))" == key }
    } ?? false
  }
}
