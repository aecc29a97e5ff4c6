import SwiftSyntax

/// Message forwarding of UIKit's delegate requirements. A delegate proxy written for iOS
/// (`class Router: NSObject, UIGestureRecognizerDelegate`) overrides
/// `forwardingTarget(for:)`: a message it does not implement goes to the object that method
/// names. Swift on Linux sends no message the class does not implement, and the port renames
/// the override (``portMessagingOverride(_:)``). So for each requirement with a default of each
/// UIKit protocol the class adopts that neither it nor a superclass in the target implements,
/// the port writes the method Objective-C's forwarding stands for: it asks the renamed
/// `forwardingTarget(for:)` with the requirement's selector and calls the requirement on the
/// object it names, and without one (or one that does not adopt the protocol) calls it on an
/// object of a nested class that adopts the protocols and implements none of them, so UIKit's
/// own default answers. The requirements and their signatures come from
/// ``uikitRequirements``, generated from Offscreen's UIKit.
extension FilePorter {
  func portMessageForwarding(_ node: ClassDeclSyntax) {
    let type = node.name.text
    guard declaresForwardingTarget(node) else { return }
    let requirements = index.forwardedRequirements(of: type)
    guard !requirements.isEmpty else { return }
    forwardingClasses.insert(type)
    let modifiers = Set(node.modifiers.map(\.name.text))
    let access = modifiers.isDisjoint(with: ["public", "open"]) ? "" : "public "
    let braceIndent =
      node.memberBlock.rightBrace.leadingTrivia.description
      .split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
    let indent = "\n" + braceIndent + "  "
    let target = Self.portedOverrideName("forwardingTarget", in: type)
    var text =
      indent + "// Offscreen port: UIKit's requirements \(type) does not implement, sent to the"
      + " object its forwardingTarget(for:) names, as Objective-C forwards them; UIKit's default"
      + " without one."
    for requirement in requirements {
      let arguments = zip(requirement.labels, requirement.parameters).map { label, parameter in
        let value = Self.keywords.contains(parameter) ? "`\(parameter)`" : parameter
        return label == "_" ? value : "\(label): \(value)"
      }.joined(separator: ", ")
      let call = "\(requirement.name)(\(arguments))"
      let selector =
        "Selector(optionalRequirement: \(requirement.protocolName).\(requirement.key), name: "
        + "\"\(ObjCName.selector(base: requirement.name, labels: requirement.labels))\")"
      text +=
        indent + "\(access)func \(requirement.name)\(requirement.signature) {"
        + indent + "  if let target = \(target)(for: \(selector)) as? any "
        + "\(requirement.protocolName), target as AnyObject !== self {"
        + indent + "    return target.\(call)"
        + indent + "  }"
        + indent + "  return \(Self.defaultsClass)().\(call)"
        + indent + "}"
    }
    text += defaultsClass(for: index.forwardedProtocols(of: type), indent: indent)
    edits.insert(text, at: node.memberBlock.rightBrace.position.utf8Offset)
    log.record("UIKit requirements forwarded to forwardingTarget(for:)")
  }

  /// The class, nested in the forwarding one, whose objects give UIKit's defaults.
  static let defaultsClass = "PortedUIKitDefaults"

  /// A class adopting `protocols` and implementing only what UIKit leaves required, whose
  /// objects answer the other requirements with UIKit's own defaults.
  private func defaultsClass(for protocols: [String], indent: String) -> String {
    var text =
      indent + "// Offscreen port: an object UIKit's defaults answer for; the requirements iOS"
      + " makes required are never asked of it."
      + indent + "private final class \(Self.defaultsClass): NSObject, "
      + protocols.joined(separator: ", ") + " {"
    let required = protocols.flatMap { FilePorter.uikitRequirements[$0] ?? [] }
      .filter { !$0.hasDefault }
    guard !required.isEmpty else { return text + "}" }
    for requirement in required {
      text +=
        indent + "  func \(requirement.name)\(requirement.signature) {"
        + " fatalError(\"not forwarded\") }"
    }
    return text + indent + "}"
  }

  /// Swift keywords a parameter may be named, which an argument must quote.
  private static let keywords: Set<String> = ["in", "for", "as", "is", "default", "where"]

  /// Whether the class's body overrides `forwardingTarget(for:)` (taking a `Selector`).
  private func declaresForwardingTarget(_ node: ClassDeclSyntax) -> Bool {
    node.memberBlock.members.contains { member in
      guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
      return function.name.text == "forwardingTarget"
        && function.modifiers.contains { $0.name.text == "override" }
        && function.signature.parameterClause.parameters.first?.type.trimmedDescription
          .contains("Selector") == true
    }
  }
}

extension TargetIndex {
  /// The UIKit protocols `type` itself adopts and those they inherit, those it names first;
  /// none when its hierarchy derives from another class than `NSObject`, whose methods (a
  /// UIKit class's own implementation of a requirement) the port cannot see. A conformance a
  /// superclass declares has its witnesses chosen there: a method the subclass adds would not
  /// be called through the protocol.
  func forwardedProtocols(of type: String) -> [String] {
    let chain = lineage(of: type)
    guard superclasses[chain[chain.count - 1]] == "NSObject" else { return [] }
    var adopted: [String] = []
    var pending = inheritedTypes[type] ?? []
    while let name = pending.first {
      pending.removeFirst()
      guard FilePorter.uikitRequirements[name] != nil, !adopted.contains(name) else { continue }
      adopted.append(name)
      pending += FilePorter.uikitProtocolParents[name] ?? []
    }
    return adopted
  }

  /// The requirements with defaults of ``forwardedProtocols(of:)`` that neither `type` nor a
  /// superclass in the target declares.
  func forwardedRequirements(of type: String) -> [UIKitRequirement] {
    let chain = lineage(of: type)
    var seen: Set<String> = []
    return forwardedProtocols(of: type).flatMap { FilePorter.uikitRequirements[$0] ?? [] }
      .filter { requirement in
        requirement.hasDefault && seen.insert(requirement.key).inserted
          && !methods.contains { owner, byName in
            chain.contains { owner == $0 || owner.hasSuffix(".\($0)") }
              && byName[requirement.name]?.contains(requirement.labels) == true
          }
      }
  }
}
