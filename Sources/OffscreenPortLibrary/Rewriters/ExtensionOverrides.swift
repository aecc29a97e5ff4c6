import SwiftParser
import SwiftSyntax

/// Overrides declared in extensions: Swift on Linux refuses them ("declarations in
/// extensions cannot override yet"), because only `@objc` members can be overridden from an
/// extension. When the class is the target's own, the members move into its body (in the
/// mirror); a moved member that used the extension file's `fileprivate` names will say so
/// when the mirror compiles. Overrides in extensions of other modules' classes cannot move
/// and are reported.
extension FilePorter {
  func insertExtensionOverrides(into node: ClassDeclSyntax) {
    guard let members = index.extensionOverrides[node.name.text], !members.isEmpty,
      typeStack.count == 1
    else { return }
    let text = members.map { member in
      let ported = FilePorter.portFragment(
        member.text, path: member.file, in: node.name.text, index: index)
      // The moved lines keep their own place for diagnostics and #line.
      let origin =
        originalRoot.map {
          "#sourceLocation(file: \"\($0)/\(member.file)\", line: \(member.line))\n"
        } ?? ""
      let moved =
        "\n  // Offscreen port: moved from an extension in \(member.file).\n\(origin)  \(ported)"
      guard let condition = member.condition else { return moved }
      // The member keeps the #if it was compiled under (ported, so os(iOS) holds here too).
      let ifText = FilePorter.portFragment(
        "#if \(condition)\n#endif", path: member.file, in: node.name.text, index: index)
      let ifLine = ifText.components(separatedBy: "\n").first ?? "#if \(condition)"
      return "\n\(ifLine)\(moved)\n#endif"
    }.joined(separator: "\n")
    edits.insert(
      text + "\n", at: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
    log.record("extension overrides moved into the class")
  }

  func removeExtensionOverrides(from node: ExtensionDeclSyntax) {
    let type = node.extendedType.trimmedDescription
    let losesMembers =
      index.classes.contains(type)
      && node.memberBlock.members.contains { index.movesIntoClass($0.decl) }
    for member in node.memberBlock.members
    where losesMembers && !index.movesIntoClass(member.decl) {
      // What stays may be used by what moved, from the class's file.
      widenFilePrivate(member.decl)
    }
    for member in node.memberBlock.members where index.movesIntoClass(member.decl) {
      if index.classes.contains(type) {
        edits.removeLines(of: member)
      } else if member.decl.isOverride, !isDispatched(member.decl, in: type) {
        report(
          .error, member,
          "override in an extension of \(type), a class of another module: Swift on Linux"
            + " cannot override from an extension, and the member cannot move into its class")
      }
    }
  }
}

extension FilePorter {
  /// Whether an override is one the port dispatches to (see `portForeignOverride`).
  func isDispatched(_ decl: DeclSyntax, in type: String) -> Bool {
    guard
      let key = decl.as(FunctionDeclSyntax.self)?.dispatchKey
        ?? decl.as(VariableDeclSyntax.self)?.dispatchKey
    else { return false }
    return index.dispatchedOverrides.contains("\(type).\(key)")
  }

  /// A member's text ported as if it stood in `type`'s body (for members that move).
  static func portFragment(_ text: String, path: String, in type: String, index: TargetIndex)
    -> String
  {
    let tree = Parser.parse(source: text)
    let porter = FilePorter(path: path, tree: tree, text: text, index: index)
    porter.typeStack = [type]
    porter.walk(tree)
    return porter.edits.applied()
  }
}

extension FilePorter {
  /// `private` or `fileprivate` on a declaration, removed: members that moved to another file
  /// still reach it.
  func widenFilePrivate(_ decl: DeclSyntax) {
    let modifiers =
      decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
      ?? decl.as(StructDeclSyntax.self)?.modifiers ?? decl.as(ClassDeclSyntax.self)?.modifiers
      ?? decl.as(EnumDeclSyntax.self)?.modifiers
    for modifier in modifiers ?? [] where ["private", "fileprivate"].contains(modifier.name.text) {
      edits.remove(modifier)
      log.record("file-private name widened for a moved member")
    }
  }

  /// In a file some member moves out of, its top-level file-private declarations.
  func widenTopLevelFilePrivates(of tree: SourceFileSyntax) {
    guard index.filesLosingMembers.contains(relativePath) else { return }
    for item in tree.statements {
      if let decl = item.item.as(DeclSyntax.self) { widenFilePrivate(decl) }
    }
  }
}
