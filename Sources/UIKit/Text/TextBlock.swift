import Foundation
import Typesetting

/// Text laid out for string drawing: one layout, or, when a clipping or truncating line break
/// mode meets a width, one single-line layout per paragraph, stacked as one layout stacks
/// paragraphs. (UIKit's string drawing wraps only in the wrapping modes; in the others each
/// paragraph keeps to one line, cut at the width.)
struct TextBlock {
  struct Piece {
    var layout: TextLayout
    /// The piece's top, from the block's top.
    var top: Double
    /// Where the piece's text starts in the whole text, in scalars.
    var scalarStart: Int
  }

  var pieces: [Piece]

  init(_ layout: TextLayout) {
    pieces = [Piece(layout: layout, top: 0, scalarStart: 0)]
  }

  init(pieces: [Piece]) {
    self.pieces = pieces
  }

  /// The widest line with its indent.
  var width: Double { pieces.map(\.layout.width).max() ?? 0 }
  /// The last line's bottom.
  var height: Double { pieces.last.map { $0.top + $0.layout.height } ?? 0 }
  /// The first line's baseline from the top.
  var firstBaseline: Double { pieces.first.flatMap(\.layout.firstBaseline) ?? 0 }
}

extension StyledText {
  /// Whether the line break mode keeps each paragraph on one line.
  var keepsParagraphsOnOneLine: Bool {
    style.lineBreakMode != .wordWrap && style.lineBreakMode != .charWrap
  }

  /// The text laid out for string drawing in `width` (nil: unlimited).
  func block(width: Double?) -> TextBlock {
    guard let width, keepsParagraphsOnOneLine else { return TextBlock(layout(width: width)) }
    let paragraphs = self.paragraphs()
    guard paragraphs.count > 1 else { return TextBlock(layout(width: width, maximumLines: 1)) }
    var pieces: [TextBlock.Piece] = []
    var top = 0.0
    for paragraph in paragraphs {
      if !pieces.isEmpty {
        top += style.lineSpacing + style.paragraphSpacing + style.paragraphSpacingBefore
      }
      let layout = TextLayout(paragraph.text, style: style, width: width, maximumLines: 1)
      pieces.append(TextBlock.Piece(layout: layout, top: top, scalarStart: paragraph.start))
      top += layout.height
    }
    return TextBlock(pieces: pieces)
  }

  /// The paragraphs, without their breaks (CR LF counts as one), each with the scalar offset
  /// it starts at. An empty paragraph holds a space, so it still takes a line of its font.
  func paragraphs() -> [(text: AttributedText, start: Int)] {
    var result: [(text: AttributedText, start: Int)] = []
    var current = AttributedText()
    var start = 0
    var offset = 0
    var afterCarriageReturn = false
    for run in text.runs {
      var piece = ""
      for scalar in run.text.unicodeScalars {
        defer { offset += 1 }
        if scalar == "\n" && afterCarriageReturn {
          afterCarriageReturn = false
          start = offset + 1
          continue
        }
        afterCarriageReturn = scalar == "\r"
        guard Self.isHardBreak(scalar) else {
          piece.unicodeScalars.append(scalar)
          continue
        }
        current.append(piece, attributes: run.attributes)
        if current.runs.isEmpty { current.append(" ", attributes: run.attributes) }
        result.append((current, start))
        current = AttributedText()
        piece = ""
        start = offset + 1
      }
      current.append(piece, attributes: run.attributes)
    }
    if let last = text.runs.last {
      if current.runs.isEmpty { current.append(" ", attributes: last.attributes) }
      result.append((current, start))
    }
    return result
  }

  /// The characters that end a paragraph (or a line) in Typesetting.
  private static func isHardBreak(_ scalar: Unicode.Scalar) -> Bool {
    [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
  }
}
