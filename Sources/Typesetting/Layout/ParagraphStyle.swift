/// Where lines sit between the layout's edges.
public enum TextAlignment: Hashable, Sendable {
  case left, right, center
  /// Lines that wrapped stretch to the full width; the last line of a paragraph is natural.
  case justified
  /// Left for left-to-right text.
  case natural
}

/// How text that does not fit is wrapped or cut (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: Hashable, Sendable {
  case wordWrap
  case charWrap
  /// The last line runs on past the edge and is cut by the view.
  case clip
  case truncateHead
  case truncateTail
  case truncateMiddle
}

/// How the lines of paragraphs are placed (UIKit's `NSParagraphStyle`). Lengths are in points;
/// zero means "not set" for the line heights and the multiple.
public struct ParagraphStyle: Hashable, Sendable {
  public var alignment: TextAlignment = .natural
  public var lineBreakMode: LineBreakMode = .wordWrap
  /// Space added below each line but the last.
  public var lineSpacing: Double = 0
  /// Space after each paragraph but the last.
  public var paragraphSpacing: Double = 0
  /// Space before each paragraph but the first.
  public var paragraphSpacingBefore: Double = 0
  /// The natural line height is multiplied by this; the extra space goes above the glyphs.
  public var lineHeightMultiple: Double = 0
  public var minimumLineHeight: Double = 0
  public var maximumLineHeight: Double = 0
  /// Indent of each paragraph's first line from the leading edge.
  public var firstLineHeadIndent: Double = 0
  /// Indent of the other lines.
  public var headIndent: Double = 0

  public init(
    alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrap,
    lineSpacing: Double = 0, paragraphSpacing: Double = 0, paragraphSpacingBefore: Double = 0,
    lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0,
    maximumLineHeight: Double = 0, firstLineHeadIndent: Double = 0, headIndent: Double = 0
  ) {
    self.alignment = alignment
    self.lineBreakMode = lineBreakMode
    self.lineSpacing = Self.length(lineSpacing)
    self.paragraphSpacing = Self.length(paragraphSpacing)
    self.paragraphSpacingBefore = Self.length(paragraphSpacingBefore)
    self.lineHeightMultiple = Self.length(lineHeightMultiple)
    self.minimumLineHeight = Self.length(minimumLineHeight)
    self.maximumLineHeight = Self.length(maximumLineHeight)
    self.firstLineHeadIndent = Self.length(firstLineHeadIndent)
    self.headIndent = Self.length(headIndent)
  }

  /// The style with every length made valid (the properties can be set to anything).
  var normalized: ParagraphStyle {
    ParagraphStyle(
      alignment: alignment, lineBreakMode: lineBreakMode, lineSpacing: lineSpacing,
      paragraphSpacing: paragraphSpacing, paragraphSpacingBefore: paragraphSpacingBefore,
      lineHeightMultiple: lineHeightMultiple, minimumLineHeight: minimumLineHeight,
      maximumLineHeight: maximumLineHeight, firstLineHeadIndent: firstLineHeadIndent,
      headIndent: headIndent)
  }

  /// Negative and non-finite lengths count as zero, as UIKit clamps them.
  private static func length(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
}
