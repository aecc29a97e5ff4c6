/// Named values substituted into a mockup's strings as `${name}`: the mockup's `variables`,
/// `--set` and data records at the top, a component's parameters inside its body.
struct Variables {
  var values: [String: String]

  init(_ values: [String: String] = [:]) { self.values = values }

  /// `text` with each `${name}` replaced; an unknown name is an error naming the known ones.
  func substitute(in text: String, at node: MockupNode) throws -> String {
    guard Self.opening(in: text[...]) != nil else { return text }
    var result = ""
    var rest = Substring(text)
    while let start = Self.opening(in: rest) {
      result += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
        throw node.error(.syntax, "'${' without a closing '}' in '\(text)'")
      }
      let name = String(rest[start.upperBound..<end])
      guard let value = values[name] else {
        throw node.error(
          .unknownName, "unknown variable '\(name)'",
          suggestions: NearestNames.to(name, in: values.keys))
      }
      result += value
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// The first `${` in `text`. Every scalar a mockup reads comes through here, so the bytes are
  /// scanned directly rather than through Foundation's `range(of:)`, whose cost showed in the
  /// render's profile.
  private static func opening(in text: Substring) -> Range<String.Index>? {
    let bytes = text.utf8
    var rest = bytes[...]
    while let dollar = rest.firstIndex(of: UInt8(ascii: "$")) {
      let brace = bytes.index(after: dollar)
      if brace < bytes.endIndex, bytes[brace] == UInt8(ascii: "{") {
        return dollar..<bytes.index(after: brace)
      }
      rest = bytes[brace...]
    }
    return nil
  }
}
