/// Attributed text flattened for layout: one entry per Unicode scalar.
///
/// Positions inside Typesetting are scalar indices; `utf16Offsets` turns them into the UTF-16
/// offsets UIKit's `NSRange`s use.
struct TextBuffer {
  var scalars: [UInt32] = []
  /// The run (index into `attributes`) each scalar belongs to.
  var attributeIndex: [Int] = []
  var attributes: [TextAttributes] = []
  /// UTF-16 offset of each scalar, plus one past the end.
  var utf16Offsets: [Int] = [0]
  /// Where a grapheme cluster starts: `count + 1` entries, true at 0 and at the end.
  var clusterStarts: [Bool] = [true]
  /// The face drawing each scalar, chosen per grapheme cluster.
  var faces: [FontFace] = []

  init(_ text: AttributedText, library: FontLibrary) {
    for run in text.runs {
      attributes.append(run.attributes.normalized)
      let style = attributes.count - 1
      for character in run.text {
        let face = library.face(for: character.unicodeScalars, preferred: run.attributes.font.face)
        for (n, scalar) in character.unicodeScalars.enumerated() {
          scalars.append(scalar.value)
          attributeIndex.append(style)
          utf16Offsets.append(utf16Offsets[utf16Offsets.count - 1] + scalar.utf16.count)
          faces.append(face)
          if n > 0 { clusterStarts[clusterStarts.count - 1] = false }
          clusterStarts.append(true)
        }
      }
    }
  }

  var count: Int { scalars.count }

  func scalar(_ i: Int) -> Unicode.Scalar { Unicode.Scalar(scalars[i]) ?? "\u{FFFD}" }

  /// The font scalar `i` is drawn with: its run's size and features on the face chosen for it.
  func font(at i: Int) -> Font {
    let requested = attributes[attributeIndex[i]].font
    let face = faces[i]
    return face === requested.face
      ? requested : Font(face: face, size: requested.size, features: requested.features)
  }

  /// A line or paragraph separator that forces a new line.
  func isHardBreak(_ i: Int) -> Bool {
    switch scalars[i] {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// Space that hangs past the line end instead of counting toward its width.
  func isTrailingSpace(_ i: Int) -> Bool {
    scalar(i).properties.isWhitespace && scalars[i] != 0xA0 && scalars[i] != 0x202F
  }
}
