import CUnibreak

/// libunibreak keeps lookup tables that must be built once before the first query.
private let lineBreakTables: Void = init_linebreak()

/// Where lines may end, by Unicode's line-breaking algorithm (UAX #14) through libunibreak.
///
/// Two changes follow iOS: Korean breaks between words, not between any two Hangul
/// syllables, and no line ends inside a grapheme cluster.
enum BreakOpportunities {
  /// `result[k]` is true when a line may end after scalar `range.lowerBound + k`.
  static func compute(_ text: TextBuffer, in range: Range<Int>) -> [Bool] {
    guard !range.isEmpty else { return [] }
    _ = lineBreakTables
    var breaks = [CChar](repeating: 0, count: range.count)
    let scalars = text.scalars[range].map(safeForLibunibreak)
    scalars.withUnsafeBufferPointer { scalars in
      set_linebreaks_utf32(scalars.baseAddress, scalars.count, nil, &breaks)
    }
    return breaks.indices.map { k in
      let i = range.lowerBound + k
      guard k < range.count - 1 else { return true }
      let allowed =
        breaks[k] == CChar(LINEBREAK_ALLOWBREAK) || breaks[k] == CChar(LINEBREAK_MUSTBREAK)
      return allowed && text.clusterStarts[i + 1]
        && !(isHangul(text.scalars[i]) && isHangul(text.scalars[i + 1]))
    }
  }

  /// libunibreak 2.2 aborts on regional indicators (flags break like ideographs, and the
  /// cluster rule keeps each pair together) and takes U+FFFF for its end-of-text mark (a
  /// noncharacter breaks like U+FFFD).
  private static func safeForLibunibreak(_ value: UInt32) -> UInt32 {
    switch value {
    case 0x1F1E6...0x1F1FF: return 0x4E00
    case 0xFFFF: return 0xFFFD
    default: return value
    }
  }

  /// Hangul syllables and jamo.
  static func isHangul(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: return true
    default: return false
    }
  }
}
