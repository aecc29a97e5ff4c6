/// Fills lines greedily: each line takes as much text as fits, ending at a break opportunity
/// (or, when wrapping by characters, at any grapheme-cluster boundary). Trailing spaces hang
/// past the end and do not count. A word longer than a whole line breaks by clusters, and a
/// line always takes at least one cluster, so layout always moves forward.
struct LineFitter {
  /// Advance of each scalar (a cluster's whole advance sits on its first scalar); `prefix[i]`
  /// is the sum of advances before scalar `i`.
  let prefix: [Double]
  let text: TextBuffer
  let byCharacters: Bool

  /// The width of `range` without its trailing spaces.
  func visibleWidth(_ range: Range<Int>) -> Double {
    prefix[visibleEnd(range)] - prefix[range.lowerBound]
  }

  /// The end of `range` once trailing spaces are dropped.
  func visibleEnd(_ range: Range<Int>) -> Int {
    var end = range.upperBound
    while end > range.lowerBound, text.isTrailingSpace(end - 1) { end -= 1 }
    return end
  }

  /// The line starting at `start` in paragraph `paragraph`, at most `width` wide when it can be.
  func line(from start: Int, in paragraph: Range<Int>, breaks: [Bool], width: Double) -> Range<
    Int
  > {
    let end = paragraph.upperBound
    guard start < end else { return start..<start }
    let limit = width + 1e-9
    var fitted: Int?
    var p = start + 1
    while p <= end {
      let candidate =
        p == end
        || (byCharacters ? text.clusterStarts[p] : breaks[p - 1 - paragraph.lowerBound])
      if candidate {
        if visibleWidth(start..<p) <= limit { fitted = p } else { break }
      }
      p += 1
    }
    if let fitted { return start..<fitted }
    var cut = clusterBoundary(from: start, before: end, width: limit)
    // Spaces after the cut hang on this line rather than starting the next.
    while cut < end, text.isTrailingSpace(cut) { cut += 1 }
    return start..<cut
  }

  /// The last cluster boundary after `start` whose text fits in `width`, and at least the end
  /// of the first cluster.
  func clusterBoundary(from start: Int, before end: Int, width: Double) -> Int {
    var best = start + 1
    while best < end, !text.clusterStarts[best] { best += 1 }
    var p = best + 1
    while p <= end {
      if text.clusterStarts[p] {
        guard visibleWidth(start..<p) <= width else { break }
        best = p
      }
      p += 1
    }
    return best
  }
}
