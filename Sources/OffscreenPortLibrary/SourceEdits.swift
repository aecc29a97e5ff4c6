import SwiftSyntax

/// Text edits to one file, made against the original bytes and applied together, so each
/// translation touches only its own characters and the rest of the file keeps its formatting.
struct SourceEdits {
  private struct Edit {
    var start: Int
    var end: Int
    var replacement: String
  }

  private var edits: [Edit] = []
  let text: [UInt8]

  init(text: String) { self.text = Array(text.utf8) }

  /// Replaces `node`'s text (without its trivia) with `replacement`, keeping as many line
  /// ends as the node spanned so the lines after it keep their numbers.
  mutating func replace(_ node: some SyntaxProtocol, with replacement: String) {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    let spanned = text[start..<end].filter { $0 == UInt8(ascii: "\n") }.count
    let added = replacement.utf8.filter { $0 == UInt8(ascii: "\n") }.count
    let padding = String(repeating: "\n", count: max(0, spanned - added))
    replace(from: start, to: end, with: replacement + padding)
  }

  mutating func replace(from start: Int, to end: Int, with replacement: String) {
    edits.append(Edit(start: start, end: end, replacement: replacement))
  }

  mutating func insert(_ text: String, at offset: Int) {
    replace(from: offset, to: offset, with: text)
  }

  /// Removes `node` and the spaces after it; when it stood alone on its line, the line's
  /// text (the line itself stays, so the lines after it keep their numbers).
  mutating func remove(_ node: some SyntaxProtocol) {
    var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = node.endPosition.utf8Offset
    while end < text.count, text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: "\t") {
      end += 1
    }
    var lineStart = start
    while lineStart > 0,
      text[lineStart - 1] == UInt8(ascii: " ") || text[lineStart - 1] == UInt8(ascii: "\t")
    {
      lineStart -= 1
    }
    let aloneOnLine =
      (lineStart == 0 || text[lineStart - 1] == UInt8(ascii: "\n"))
      && (end == text.count || text[end] == UInt8(ascii: "\n"))
    if aloneOnLine { start = lineStart }
    replace(from: start, to: end, with: "")
  }

  /// Removes a declaration that spans whole lines, with its line ends.
  mutating func removeLines(of node: some SyntaxProtocol) {
    var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    while start > 0, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: "\t") {
      start -= 1
    }
    var end = node.endPositionBeforeTrailingTrivia.utf8Offset
    while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
    if end < text.count { end += 1 }
    replace(from: start, to: end, with: "")
  }

  var isEmpty: Bool { edits.isEmpty }

  /// The text with every edit made; edits that overlap an earlier one are dropped.
  ///
  /// With `originalFile`, the text starts with a `#sourceLocation` naming it, and after each
  /// edit that adds or removes lines another one puts the line numbers back, so the
  /// compiler's diagnostics, `#filePath` and `#line` (snapshot folders, test failures) name
  /// the original file and line.
  func applied(mappingLinesTo originalFile: String? = nil) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var cursor = 0
    var resyncPending = false
    let newline = UInt8(ascii: "\n")
    func directive(_ line: Int) -> [UInt8] {
      Array("#sourceLocation(file: \"\(originalFile ?? "")\", line: \(line))\n".utf8)
    }
    /// Copies the original text up to `end`, putting the line numbers back at the first line
    /// start when they are out of step.
    func copy(upTo end: Int) {
      guard resyncPending, originalFile != nil else {
        result += text[cursor..<end]
        cursor = end
        return
      }
      if cursor > 0, text[cursor - 1] == newline {
        result += directive(lineNumber(at: cursor))
        resyncPending = false
      } else if let lineEnd = text[cursor..<end].firstIndex(of: newline) {
        result += text[cursor...lineEnd]
        cursor = lineEnd + 1
        result += directive(lineNumber(at: cursor))
        resyncPending = false
      }
      result += text[cursor..<end]
      cursor = end
    }
    if originalFile != nil { result += directive(1) }
    // By start; at one start, insertions first, then the widest edit, which swallows the
    // edits inside it (an attribute removed inside a member that moves).
    let ordered = edits.enumerated().sorted {
      let (a, b) = ($0.element, $1.element)
      if a.start != b.start { return a.start < b.start }
      let (aInserts, bInserts) = (a.end == a.start, b.end == b.start)
      if aInserts != bInserts { return aInserts }
      if a.end != b.end { return a.end > b.end }
      return $0.offset < $1.offset
    }
    for (_, edit) in ordered where edit.start >= cursor {
      copy(upTo: edit.start)
      result += Array(edit.replacement.utf8)
      let removedLines = text[edit.start..<edit.end].filter { $0 == newline }.count
      let addedLines = edit.replacement.utf8.filter { $0 == newline }.count
      if removedLines != addedLines { resyncPending = true }
      cursor = edit.end
    }
    copy(upTo: text.count)
    return String(decoding: result, as: UTF8.self)
  }

  /// The 1-based line of the original text that `offset` is on.
  private func lineNumber(at offset: Int) -> Int {
    text[..<offset].filter { $0 == UInt8(ascii: "\n") }.count + 1
  }
}
