import Raster

extension TextLayout {
  /// Lays out `text` in lines at most `width` points wide.
  ///
  /// - Parameters:
  ///   - style: alignment, wrapping, spacing and indents for every paragraph.
  ///   - width: the line width; nil for no limit (each paragraph on one line).
  ///   - maximumLines: the most lines shown; 0 for no limit. With `.clip` and the truncating
  ///     modes the last line shown takes the rest of its paragraph, and is then clipped or
  ///     truncated with "…".
  ///   - library: where fonts, fallbacks and glyphs come from.
  public init(
    _ text: AttributedText, style: ParagraphStyle = ParagraphStyle(), width: Double? = nil,
    maximumLines: Int = 0, library: FontLibrary = .shared
  ) {
    let limit = width.flatMap { $0.isFinite ? max($0, 0) : nil }
    self = library.withLock {
      Typesetter(
        text: text, style: style.normalized, width: limit, maximumLines: max(maximumLines, 0),
        library: library
      ).layout()
    }
  }
}

/// The paragraph engine: shaping, breaking, truncation, vertical placement and alignment.
struct Typesetter {
  let buffer: TextBuffer
  let style: ParagraphStyle
  let width: Double?
  let maximumLines: Int
  let library: FontLibrary

  init(
    text: AttributedText, style: ParagraphStyle, width: Double?, maximumLines: Int,
    library: FontLibrary
  ) {
    buffer = TextBuffer(text, library: library)
    self.style = style
    self.width = width
    self.maximumLines = maximumLines
    self.library = library
  }

  /// A line chosen by breaking, before placement.
  struct BrokenLine {
    var range: Range<Int>
    var isFirstInParagraph: Bool
    var isLastInParagraph: Bool
    var truncate: Bool
  }

  func layout() -> TextLayout {
    let paragraphs = self.paragraphs()
    let shaper = Shaper()
    var runs: [ShapedRun] = []
    var advances = [Double](repeating: 0, count: buffer.count)
    for paragraph in paragraphs {
      for item in Itemizer.items(buffer, in: paragraph) {
        let run = shaper.shape(buffer, item: item)
        for glyph in run.glyphs { advances[glyph.cluster] += glyph.advance }
        runs.append(run)
      }
    }
    var prefix = [Double](repeating: 0, count: buffer.count + 1)
    for i in 0..<buffer.count { prefix[i + 1] = prefix[i] + advances[i] }
    let fitter = LineFitter(
      prefix: prefix, text: buffer, byCharacters: style.lineBreakMode == .charWrap)
    let (broken, hidden) = breakLines(paragraphs, fitter: fitter)
    let builder = LineBuilder(
      buffer: buffer, runs: runs, fitter: fitter, style: style, width: width, library: library,
      shaper: shaper)
    let lines = builder.place(broken)
    let usedWidth = lines.map { $0.indent + $0.line.width }.max()
    return TextLayout(
      lines: lines.map(\.line), width: max(usedWidth ?? 0, 0),
      height: lines.last.map { $0.line.top + $0.line.height } ?? 0,
      isTruncated: hidden || lines.contains { $0.line.isTruncated }, library: library)
  }

  /// Paragraph ranges, without their hard breaks (CR LF counts as one). A final line break
  /// starts an empty last paragraph, as it does in TextKit.
  func paragraphs() -> [Range<Int>] {
    guard buffer.count > 0 else { return [] }
    var result: [Range<Int>] = []
    var start = 0
    var i = 0
    while i < buffer.count {
      if buffer.isHardBreak(i) {
        result.append(start..<i)
        if buffer.scalars[i] == 0x0D, i + 1 < buffer.count, buffer.scalars[i + 1] == 0x0A {
          i += 1
        }
        start = i + 1
      }
      i += 1
    }
    result.append(start..<buffer.count)
    return result
  }

  /// The lines in order, and whether text was left out under `maximumLines`.
  func breakLines(_ paragraphs: [Range<Int>], fitter: LineFitter) -> ([BrokenLine], Bool) {
    var lines: [BrokenLine] = []
    let extendsLastLine = [.clip, .truncateHead, .truncateTail, .truncateMiddle].contains(
      style.lineBreakMode)
    for (p, paragraph) in paragraphs.enumerated() {
      let breaks = BreakOpportunities.compute(buffer, in: paragraph)
      var start = paragraph.lowerBound
      repeat {
        let first = start == paragraph.lowerBound
        let indent = first ? style.firstLineHeadIndent : style.headIndent
        let available = width.map { max($0 - indent, 0) } ?? .infinity
        var range = fitter.line(from: start, in: paragraph, breaks: breaks, width: available)
        let isLastAllowed = maximumLines > 0 && lines.count == maximumLines - 1
        let moreFollows = range.upperBound < paragraph.upperBound || p < paragraphs.count - 1
        var truncate = false
        if isLastAllowed && moreFollows {
          if extendsLastLine { range = start..<paragraph.upperBound }
          truncate = style.lineBreakMode != .clip && extendsLastLine
        }
        lines.append(
          BrokenLine(
            range: range, isFirstInParagraph: first,
            isLastInParagraph: range.upperBound == paragraph.upperBound, truncate: truncate))
        if isLastAllowed { return (lines, moreFollows) }
        start = range.upperBound
      } while start < paragraph.upperBound
    }
    return (lines, false)
  }
}
