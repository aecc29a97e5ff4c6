import Yams

/// Checks a composed document for what YAML allows but a mockup must refuse, before anything
/// reads it: a key given twice in one mapping (Yams keeps both and a lookup sees only one, so
/// the other would be lost without a word), aliases and merge keys (an alias is the anchored
/// node itself, so an error inside it would point at the anchor, and aliases of aliases grow
/// without bound), and nesting deeper than ``maximumDepth``.
///
/// The walk keeps its own stack, so a deep document cannot overflow the thread's.
enum DocumentCheck {
  /// How deep nodes may nest: far more than a screen needs (a view nests two levels a
  /// subview: its mapping and its `subviews` list).
  static let maximumDepth = 200

  private struct Visit {
    let node: Node
    let depth: Int
    let path: String
    /// Where the node is written: an alias carries its anchor's mark, so an alias is located
    /// by its key or by its list.
    let place: Mark?
  }

  static func check(_ root: Node, text: String, file: String?) throws {
    func located(_ message: String, _ mark: Mark?, _ path: String) -> MockupError {
      MockupError(
        .syntax, message,
        at: MockupLocation(file: file, line: mark?.line, column: mark?.column, path: path))
    }
    // Yams makes a new tag for every node it reads; an alias hands out its anchor's node again,
    // tag and all.
    var seen = Set<ObjectIdentifier>()
    var stack = [Visit(node: root, depth: 1, path: "", place: root.mark)]
    while let visit = stack.popLast() {
      guard seen.insert(ObjectIdentifier(tag(of: visit.node))).inserted else {
        throw aliasError(visit, text: text, file: file)
      }
      guard visit.depth <= maximumDepth else {
        throw located(
          "the file nests more than \(maximumDepth) levels deep", visit.node.mark, "")
      }
      var children: [Visit] = []
      if let mapping = visit.node.mapping {
        var firstKeys: [String: Node] = [:]
        for (key, value) in mapping {
          let name = key.scalar?.string
          let path = name.map { visit.path.isEmpty ? $0 : "\(visit.path).\($0)" } ?? visit.path
          if name == "<<", key.scalar?.style == .plain {
            throw located(
              "merge keys ('<<') are not supported; use a component or a variable", key.mark, path)
          }
          if let name {
            if let first = firstKeys[name] {
              let line = first.mark.map { " (first at line \($0.line), column \($0.column))" }
              throw located("duplicate key '\(name)'\(line ?? "")", key.mark, path)
            }
            firstKeys[name] = key
          }
          children.append(Visit(node: key, depth: visit.depth + 1, path: path, place: key.mark))
          children.append(Visit(node: value, depth: visit.depth + 1, path: path, place: key.mark))
        }
      } else if let sequence = visit.node.sequence {
        for (index, item) in sequence.enumerated() {
          children.append(
            Visit(
              node: item, depth: visit.depth + 1, path: "\(visit.path)[\(index)]",
              place: visit.node.mark))
        }
      }
      // Last pushed is first visited: the file's order, so an anchor comes before its aliases.
      stack += children.reversed()
    }
  }

  /// The node's tag as read, unresolved: `Node.tag` would resolve it, running the resolver's
  /// regular expressions on every scalar.
  private static func tag(of node: Node) -> Tag {
    switch node {
    case .scalar(let scalar): scalar.tag
    case .mapping(let mapping): mapping.tag
    case .sequence(let sequence): sequence.tag
    }
  }

  /// An alias, located at its `*name` when the text shows it, else at its key or list.
  private static func aliasError(_ visit: Visit, text: String, file: String?) -> MockupError {
    let unsupported = "YAML anchors and aliases are not supported; use a component or a variable"
    guard let anchor = visit.node.mark,
      let site = AliasSite(ofNodeAt: anchor.line, column: anchor.column, in: text)
    else {
      return MockupError(
        .syntax, "an alias: \(unsupported)",
        at: MockupLocation(
          file: file, line: visit.place?.line, column: visit.place?.column, path: visit.path))
    }
    return MockupError(
      .syntax, "the alias '*\(site.name)' (anchored at line \(anchor.line)): \(unsupported)",
      at: MockupLocation(file: file, line: site.line, column: site.column, path: visit.path))
  }
}
