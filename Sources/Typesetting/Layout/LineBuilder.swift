import Raster

/// A placed line with the indent it was laid out at.
struct PlacedLine {
  var line: TextLine
  var indent: Double
}

/// Turns broken lines into placed glyph runs: collects each line's glyphs, truncates the last
/// line with "…", stacks lines with the paragraph style's heights and spacing, and aligns
/// them.
struct LineBuilder {
  let buffer: TextBuffer
  let runs: [ShapedRun]
  let fitter: LineFitter
  let style: ParagraphStyle
  let width: Double?
  let library: FontLibrary
  let shaper: Shaper

  /// A line's glyphs before vertical placement.
  private struct Content {
    var runs: [GlyphRun] = []
    var width: Double = 0
  }

  func place(_ broken: [Typesetter.BrokenLine]) -> [PlacedLine] {
    var contents: [Content] = []
    var indents: [Double] = []
    for line in broken {
      let indent = line.isFirstInParagraph ? style.firstLineHeadIndent : style.headIndent
      indents.append(indent)
      let available = width.map { max($0 - indent, 0) } ?? .infinity
      contents.append(line.truncate ? truncated(line, available: available) : content(line))
    }
    let container = width ?? zip(indents, contents).map { $0 + $1.width }.max() ?? 0
    var placed: [PlacedLine] = []
    var y = 0.0
    for (k, line) in broken.enumerated() {
      var content = contents[k]
      let indent = indents[k]
      if k > 0 {
        y += line.isFirstInParagraph ? style.paragraphSpacing + style.paragraphSpacingBefore : 0
        y += style.lineSpacing
      }
      let available = container - indent
      if style.alignment == .justified, width != nil, !line.isLastInParagraph, !line.truncate {
        justify(&content, range: line.range, extra: available - content.width)
      }
      let (ascent, descent, leading) = verticalMetrics(content, line: line)
      var height = ascent + descent + leading
      if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
      if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
      if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
      let x: Double
      switch style.alignment {
      case .left, .natural, .justified: x = indent
      case .right: x = container - content.width
      case .center: x = indent + (available - content.width) / 2
      }
      let textLine = TextLine(
        range: utf16Range(line), origin: Point(x: x, y: y + height - descent - leading),
        width: content.width, ascent: ascent, descent: descent, top: y, height: height,
        isTruncated: line.truncate, runs: content.runs)
      placed.append(PlacedLine(line: textLine, indent: indent))
      y += height
    }
    return placed
  }

  private func content(_ line: Typesetter.BrokenLine) -> Content {
    var content = Content()
    append(line.range.lowerBound..<fitter.visibleEnd(line.range), to: &content)
    return content
  }

  /// The glyphs of `range`, appended at the pen (`content.width`).
  private func append(_ range: Range<Int>, to content: inout Content) {
    guard !range.isEmpty else { return }
    var low = 0
    var high = runs.count
    while low < high {
      let mid = (low + high) / 2
      if runs[mid].range.upperBound <= range.lowerBound { low = mid + 1 } else { high = mid }
    }
    var r = low
    while r < runs.count, runs[r].range.lowerBound < range.upperBound {
      append(
        runs[r], attributes: buffer.attributes[runs[r].attributeIndex], in: range, to: &content)
      r += 1
    }
  }

  private func append(
    _ run: ShapedRun, attributes: TextAttributes, in range: Range<Int>, to content: inout Content
  ) {
    var glyphRun = GlyphRun(
      font: run.font, attributes: attributes, glyphs: [], startX: content.width,
      endX: content.width)
    var pen = content.width
    for glyph in run.glyphs where range.contains(glyph.cluster) {
      glyphRun.glyphs.append(
        PlacedGlyph(
          glyph: glyph.glyph, x: pen + glyph.xOffset,
          y: -glyph.yOffset - attributes.baselineOffset, pen: pen, cluster: glyph.cluster))
      pen += glyph.advance
    }
    guard !glyphRun.glyphs.isEmpty else { return }
    glyphRun.endX = pen
    content.width = pen
    content.runs.append(glyphRun)
  }

  /// "…" in the font and attributes of scalar `index`, appended at the pen.
  private func appendEllipsis(attributesOf index: Int, to content: inout Content) {
    let attributes = buffer.attributes[buffer.attributeIndex[index]]
    let ellipsis = TextBuffer(AttributedText("\u{2026}", attributes: attributes), library: library)
    for item in Itemizer.items(ellipsis, in: 0..<ellipsis.count) {
      var run = shaper.shape(ellipsis, item: item)
      // Clusters index the ellipsis text; mark them as the scalar they stand next to.
      for g in run.glyphs.indices { run.glyphs[g].cluster = index }
      append(run, attributes: attributes, in: index..<index + 1, to: &content)
    }
  }

  private func ellipsisWidth(attributesOf index: Int) -> Double {
    var probe = Content()
    appendEllipsis(attributesOf: index, to: &probe)
    return probe.width
  }

  /// The line cut to fit `available` with "…" where text is left out.
  private func truncated(_ line: Typesetter.BrokenLine, available: Double) -> Content {
    let start = line.range.lowerBound
    let end = fitter.visibleEnd(line.range)
    var content = Content()
    guard end > start else {
      appendEllipsis(attributesOf: start, to: &content)
      return content
    }
    let budget = available - ellipsisWidth(attributesOf: start)
    switch style.lineBreakMode {
    case .truncateHead:
      let cut = firstBoundary(from: start, to: end, fittingTail: budget)
      appendEllipsis(attributesOf: cut < end ? cut : end - 1, to: &content)
      append(cut..<end, to: &content)
    case .truncateMiddle:
      let head = fitter.clusterBoundary(from: start, before: end, width: budget / 2)
      let headWidth = fitter.visibleWidth(start..<head)
      let tail = firstBoundary(from: head, to: end, fittingTail: budget - headWidth)
      append(start..<fitter.visibleEnd(start..<head), to: &content)
      appendEllipsis(attributesOf: head - 1, to: &content)
      append(tail..<end, to: &content)
    default:
      let cut =
        fitter.visibleWidth(start..<end) <= budget
        ? end : fitter.clusterBoundary(from: start, before: end, width: budget)
      let kept = start..<fitter.visibleEnd(start..<cut)
      append(kept, to: &content)
      appendEllipsis(attributesOf: max(kept.upperBound - 1, start), to: &content)
    }
    return content
  }

  /// The first cluster boundary from `start` such that the text from it to `end` fits.
  private func firstBoundary(from start: Int, to end: Int, fittingTail width: Double) -> Int {
    var q = start
    while q < end {
      if buffer.clusterStarts[q], fitter.prefix[end] - fitter.prefix[q] <= width + 1e-9 {
        return q
      }
      q += 1
    }
    return end
  }

  /// Spreads `extra` over the line's spaces, or between its clusters when it has none (as
  /// Chinese and Japanese justify).
  private func justify(_ content: inout Content, range: Range<Int>, extra: Double) {
    guard extra > 0 else { return }
    let end = fitter.visibleEnd(range)
    let spaces = (range.lowerBound..<end).filter {
      buffer.scalars[$0] == 0x20 || buffer.scalars[$0] == 0x3000
    }
    let gaps =
      spaces.isEmpty
      ? (range.lowerBound + 1..<end).filter { buffer.clusterStarts[$0] } : spaces.map { $0 + 1 }
    guard !gaps.isEmpty else { return }
    let share = extra / Double(gaps.count)
    let shift = { (cluster: Int) in share * Double(gaps.prefix { $0 <= cluster }.count) }
    for r in content.runs.indices {
      for g in content.runs[r].glyphs.indices {
        let moved = shift(content.runs[r].glyphs[g].cluster)
        content.runs[r].glyphs[g].x += moved
        content.runs[r].glyphs[g].pen += moved
      }
      content.runs[r].startX += shift(content.runs[r].glyphs[0].cluster)
      content.runs[r].endX += shift(
        content.runs[r].glyphs[content.runs[r].glyphs.count - 1].cluster)
    }
    content.width += extra
  }

  /// The largest ascent, descent and leading of the line's fonts (baseline offsets included);
  /// an empty line takes its paragraph's font.
  private func verticalMetrics(_ content: Content, line: Typesetter.BrokenLine) -> (
    Double, Double, Double
  ) {
    var ascent = 0.0
    var descent = 0.0
    var leading = 0.0
    var measured = content.runs.map { ($0.font.metrics, $0.attributes.baselineOffset) }
    if measured.isEmpty, buffer.count > 0 {
      let index = min(line.range.lowerBound, buffer.count - 1)
      measured = [
        (
          buffer.font(at: index).metrics,
          buffer.attributes[buffer.attributeIndex[index]].baselineOffset
        )
      ]
    }
    for (metrics, offset) in measured {
      ascent = max(ascent, metrics.ascender + offset)
      descent = max(descent, -metrics.descender - offset)
      leading = max(leading, metrics.leading)
    }
    return (ascent, descent, leading)
  }

  private func utf16Range(_ line: Typesetter.BrokenLine) -> Range<Int> {
    var end = line.range.upperBound
    if line.isLastInParagraph, end < buffer.count, buffer.isHardBreak(end) {
      end += 1
      if buffer.scalars[end - 1] == 0x0D, end < buffer.count, buffer.scalars[end] == 0x0A {
        end += 1
      }
    }
    return buffer.utf16Offsets[line.range.lowerBound]..<buffer.utf16Offsets[end]
  }
}
