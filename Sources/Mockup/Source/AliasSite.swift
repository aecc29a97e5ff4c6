/// Where an alias is written. Yams hands out the anchored node itself for an alias, with the
/// anchor's position, so the alias is found in the text: the anchor's name where the anchored
/// node starts (libyaml starts a node at its `&name`), then the first `*name` after it — the
/// first alias the document check meets in file order.
struct AliasSite {
  /// The anchor's name, without `&`.
  let name: String
  /// 1-based line and column of the `*`.
  let line: Int
  let column: Int

  /// The first alias of the node that starts at `line` and `column` (1-based, in characters)
  /// of `text`, if its anchor can be read there.
  init?(ofNodeAt line: Int, column: Int, in text: String) {
    let scalars = Array(text.unicodeScalars)
    var start = 0
    var currentLine = 1
    while currentLine < line, start < scalars.count {
      if scalars[start] == "\n" { currentLine += 1 }
      start += 1
    }
    start += column - 1
    guard start < scalars.count, scalars[start] == "&" else { return nil }
    let name = Array(scalars[(start + 1)...].prefix { !Self.endsName($0) })
    guard !name.isEmpty else { return nil }
    // The first `*name` after the node not followed by more of a name.
    var index = start
    while index + name.count < scalars.count {
      defer { index += 1 }
      guard scalars[index] == "*", Array(scalars[(index + 1)...(index + name.count)]) == name
      else { continue }
      let after = index + name.count + 1
      if after < scalars.count, !Self.endsName(scalars[after]) { continue }
      let lineStart = scalars[..<index].lastIndex(of: "\n").map { $0 + 1 } ?? 0
      self.name = String(String.UnicodeScalarView(name))
      self.line = scalars[..<index].filter { $0 == "\n" }.count + 1
      self.column = index - lineStart + 1
      return
    }
    return nil
  }

  /// Whether `scalar` can follow an alias's name: YAML ends it at a space or a flow indicator.
  private static func endsName(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || ",[]{}".unicodeScalars.contains(scalar)
  }
}
