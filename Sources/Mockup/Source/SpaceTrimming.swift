extension String {
  /// The text without the spaces and tabs around it: what `trimmingCharacters(in: .whitespaces)`
  /// removes (Unicode's space separators and the tab), read from the scalars directly. Numbers
  /// and constraints are trimmed for every value a mockup reads, and Foundation's trim goes
  /// through NSString, which showed in the render's profile.
  func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isSpaceOrTab }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.isSpaceOrTab })!
    if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
    return String(Substring(scalars[first...last]))
  }
}

extension Unicode.Scalar {
  /// Whether this is in `CharacterSet.whitespaces`: a space separator (Zs) or the tab.
  fileprivate var isSpaceOrTab: Bool {
    // ASCII first: the general category is a table lookup the usual text need not pay.
    if isASCII { return self == " " || self == "\t" }
    return properties.generalCategory == .spaceSeparator
  }
}
