import SwiftSyntax

/// `extension NSObject: Initializable {}` where the target's protocol requires `init()`. On
/// Apple's platforms the Objective-C initialiser satisfies the requirement; Foundation on Linux
/// declares `NSObject.init()` without `required`, and Swift accepts only a `required`
/// initialiser of a non-final class, so the conformance cannot compile. What it gave every
/// `NSObject` on iOS was the protocol's extension members: the port gives them to `NSObject`
/// directly (an initialiser as a `convenience init`, which calls `self.init()` as the
/// protocol's did) and drops the conformance. `x is Initializable`, `as?` and generic code
/// constrained to the protocol then no longer see `NSObject`s: the port reports each such use.
extension FilePorter {
  func portNSObjectConformance(_ node: ExtensionDeclSyntax) {
    guard node.extendedType.trimmedDescription == "NSObject",
      let inheritance = node.inheritanceClause
    else { return }
    let dropped = inheritance.inheritedTypes.filter {
      index.initRequiringProtocols.contains($0.type.trimmedDescription)
    }
    guard !dropped.isEmpty else { return }
    if dropped.count == inheritance.inheritedTypes.count {
      edits.replace(
        from: inheritance.positionAfterSkippingLeadingTrivia.utf8Offset,
        to: inheritance.endPositionBeforeTrailingTrivia.utf8Offset, with: "")
    } else {
      for inherited in dropped {
        // `P, ` before another type, or `, P` at the end.
        if inherited.trailingComma != nil {
          edits.remove(inherited)
        } else if let comma = inherited.previousToken(viewMode: .sourceAccurate) {
          edits.replace(
            from: comma.positionAfterSkippingLeadingTrivia.utf8Offset,
            to: inherited.endPositionBeforeTrailingTrivia.utf8Offset, with: "")
        }
      }
    }
    var members: [String] = []
    for inherited in dropped {
      let name = inherited.type.trimmedDescription
      for member in index.protocolExtensionMembers[name] ?? [] {
        members.append(Self.nsObjectMember(member))
      }
      report(
        .warning, inherited,
        "NSObject cannot conform to \(name) on Linux (its init() is not required): \(name)'s"
          + " extension members are given to NSObject instead, so `is \(name)`, `as? \(name)` and"
          + " generic code constrained to \(name) do not see NSObjects (each use is reported)")
    }
    let body = members.map(Self.indentedOneLevel).joined(separator: "\n\n")
    edits.insert(
      "\n\n// Offscreen port: the protocol's extension members, which the conformance gave"
        + " NSObject on iOS.\nextension NSObject {\n\(body)\n}",
      at: node.endPositionBeforeTrailingTrivia.utf8Offset)
    log.record("NSObject's conformance to a protocol requiring init() given as its members")
  }

  /// A member's text (its first line without indentation, the others with their original
  /// indentation, which its last line shows) indented one level.
  private static func indentedOneLevel(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let original = lines.last.map { $0.prefix { $0 == " " || $0 == "\t" } } ?? ""
    return lines.enumerated().map { offset, line in
      let own = offset > 0 && line.hasPrefix(original) ? line.dropFirst(original.count) : line
      return own.isEmpty ? "" : "  " + own
    }.joined(separator: "\n")
  }

  /// A protocol extension's member as `NSObject`'s: an initialiser becomes a convenience one.
  private static func nsObjectMember(_ member: TargetIndex.MovedMember) -> String {
    let text = member.text
    guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { return text }
    // The access level `text` may add comes before `init`, as the attributes do.
    let offset =
      text.utf8.count - member.decl.trimmedDescription.utf8.count
      + initializer.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
      - initializer.positionAfterSkippingLeadingTrivia.utf8Offset
    let index = text.utf8.index(text.startIndex, offsetBy: offset)
    return text[..<index] + "convenience " + text[index...]
  }

  /// A use of a protocol NSObject no longer conforms to, other than in a conformance or an
  /// extension of it: reported, since NSObjects are no longer among its conformers.
  func reportDroppedConformanceUse(_ node: IdentifierTypeSyntax) {
    guard index.nsObjectConformances.contains(node.name.text) else { return }
    if let inherited = node.parent?.as(InheritedTypeSyntax.self),
      inherited.parent?.parent?.is(InheritanceClauseSyntax.self) == true
    {
      return
    }
    if node.parent?.is(ExtensionDeclSyntax.self) == true { return }
    report(
      .warning, node,
      "\(node.name.text) is used as a type here; NSObject conformed to it on iOS, and on Linux"
        + " it does not (see the port's warning at its `extension NSObject`), so NSObjects are"
        + " not \(node.name.text)s here")
  }
}
