/// Where lines sit between the edges of their container, with iOS's raw values.
public enum NSTextAlignment: Int, Sendable {
  /// Lines flush with the left edge.
  case left = 0
  /// Lines centred between the edges.
  case center = 1
  /// Lines flush with the right edge.
  case right = 2
  /// Wrapped lines stretch to the full width; a paragraph's last line is natural.
  case justified = 3
  /// Left for left-to-right text.
  case natural = 4
}

/// How text that does not fit its width is wrapped or cut, with Apple's raw values.
public enum NSLineBreakMode: Int, Sendable {
  /// Wraps at word boundaries; a word too long for a line is broken.
  case byWordWrapping = 0
  /// Wraps at any character.
  case byCharWrapping = 1
  /// Does not wrap; lines are cut at the edge.
  case byClipping = 2
  /// Does not wrap; the start of the line is replaced by an ellipsis.
  case byTruncatingHead = 3
  /// Does not wrap; the end of the line is replaced by an ellipsis.
  case byTruncatingTail = 4
  /// Does not wrap; the middle of the line is replaced by an ellipsis.
  case byTruncatingMiddle = 5
}

/// The line styles of underlines and strikethroughs, with Apple's raw values. Offscreen draws
/// every non-empty style as one solid line of the font's underline thickness.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The style bits.
  public let rawValue: Int

  /// A style from its raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A single line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// A thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A dotted pattern.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed pattern.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// An alternating dash and dot pattern.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// An alternating dash and two dots pattern.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Only under words, not the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
