/// The Objective-C selector name Swift gives a method: `tapped(_:)` → `tapped:`,
/// `handleTap(sender:)` → `handleTapWithSender:` (a first label is joined with "With", unless
/// it starts with that word: `share(with:)` → `shareWith:`), `tableView(_:cellForRowAt:)` →
/// `tableView:cellForRowAt:`, `reload()` → `reload`.
enum ObjCName {
  static func selector(base: String, labels: [String]) -> String {
    guard let first = labels.first else { return base }
    var name = base
    if first != "_" {
      let capitalized = first.prefix(1).uppercased() + first.dropFirst()
      name += startsWithWord("with", first) ? capitalized : "With" + capitalized
    }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
  }

  /// Whether `label` is `word` or starts with it followed by an upper-case letter.
  private static func startsWithWord(_ word: String, _ label: String) -> Bool {
    guard label.hasPrefix(word) else { return false }
    let rest = label.dropFirst(word.count)
    return rest.first.map(\.isUppercase) ?? true
  }
}
