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

  /// Replaces `node`'s text (without its trivia) with `replacement`.
  mutating func replace(_ node: some SyntaxProtocol, with replacement: String) {
    replace(
      from: node.positionAfterSkippingLeadingTrivia.utf8Offset,
      to: node.endPositionBeforeTrailingTrivia.utf8Offset, with: replacement)
  }

  mutating func replace(from start: Int, to end: Int, with replacement: String) {
    edits.append(Edit(start: start, end: end, replacement: replacement))
  }

  mutating func insert(_ text: String, at offset: Int) {
    replace(from: offset, to: offset, with: text)
  }

  /// Removes `node` and the spaces after it; when it stood alone on its line, the whole line.
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
    if aloneOnLine {
      start = lineStart
      if end < text.count { end += 1 }
    }
    replace(from: start, to: end, with: "")
  }

  var isEmpty: Bool { edits.isEmpty }

  /// The text with every edit made; edits that overlap an earlier one are dropped.
  func applied() -> String {
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var cursor = 0
    let ordered = edits.enumerated().sorted {
      ($0.element.start, $0.element.end, $0.offset) < ($1.element.start, $1.element.end, $1.offset)
    }
    for (_, edit) in ordered where edit.start >= cursor {
      result += text[cursor..<edit.start]
      result += Array(edit.replacement.utf8)
      cursor = edit.end
    }
    result += text[cursor...]
    return String(decoding: result, as: UTF8.self)
  }
}
