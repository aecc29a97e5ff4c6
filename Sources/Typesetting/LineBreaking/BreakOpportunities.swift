// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CUnibreak

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
    // libunibreak 2.2 reads a base followed by combining marks as a letter, where UAX #14's
    // LB9 reads it as its base; lines end only between clusters anyway, so it is given each
    // cluster's first scalar alone.
    let clusters = range.filter { $0 == range.lowerBound || text.clusterStarts[$0] }
    var breaks = [CChar](repeating: 0, count: clusters.count)
    let scalars = clusters.map { safeForLibunibreak(text.scalars[$0]) }
    scalars.withUnsafeBufferPointer { scalars in
      set_linebreaks_utf32(scalars.baseAddress, scalars.count, nil, &breaks)
    }
    var result = [Bool](repeating: false, count: range.count)
    for n in clusters.indices {
      let next = n + 1 < clusters.count ? clusters[n + 1] : range.upperBound
      let allowed =
        breaks[n] == CChar(LINEBREAK_ALLOWBREAK) || breaks[n] == CChar(LINEBREAK_MUSTBREAK)
      result[next - 1 - range.lowerBound] =
        next == range.upperBound
        || allowed && !(isHangul(text.scalars[next - 1]) && isHangul(text.scalars[next]))
    }
    return result
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
