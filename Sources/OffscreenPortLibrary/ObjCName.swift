/// The Objective-C selector name Swift gives a method it exposes: `tapped(_:)` → `tapped:`,
/// `handleTap(sender:)` → `handleTapWithSender:`, `tableView(_:cellForRowAt:)` →
/// `tableView:cellForRowAt:`, `reload()` → `reload`. A first label is joined to the base name
/// with "With", unless the label's first word or the base name's last word is a preposition:
/// `numberOfSections(in:)` → `numberOfSectionsIn:`, `share(with:)` → `shareWith:`,
/// `scrollTo(item:)` → `scrollToItem:` (the compiler's `AbstractFunctionDecl::getObjCSelector`).
enum ObjCName {
  static func selector(base: String, labels: [String]) -> String {
    guard let first = labels.first else { return base }
    var name = base
    if first != "_" {
      if !isPreposition(firstWord(of: first)) && !isPreposition(lastWord(of: base)) {
        name += "With"
      }
      name += first.prefix(1).uppercased() + first.dropFirst()
    }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
  }

  /// The words the compiler takes for prepositions (its `PartsOfSpeech.def`), compared without
  /// regard to case.
  private static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  private static func isPreposition(_ word: Substring) -> Bool {
    prepositions.contains(word.lowercased())
  }

  /// `sectionIndex` → `section`: up to the next upper-case letter.
  private static func firstWord(of name: String) -> Substring {
    let rest = name.dropFirst()
    return name[..<(rest.firstIndex(where: \.isUppercase) ?? name.endIndex)]
  }

  /// `numberOfSectionsIn` → `In`: from the last upper-case letter (the whole name without one).
  private static func lastWord(of name: String) -> Substring {
    name[(name.lastIndex(where: \.isUppercase) ?? name.startIndex)...]
  }
}
