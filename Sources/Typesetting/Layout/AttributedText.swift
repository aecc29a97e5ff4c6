import Raster

/// How a stretch of text looks: font, colour and decorations (the attributes UIKit's
/// `NSAttributedString.Key` names: `.font`, `.foregroundColor`, `.kern`, `.baselineOffset`,
/// `.underlineStyle`, `.strikethroughStyle`).
public struct TextAttributes: Hashable, Sendable {
  public var font: Font
  public var color: Color
  /// Extra space after each character, in points.
  public var kern: Double
  /// Moves the glyphs up (positive) from the baseline, in points.
  public var baselineOffset: Double
  public var underline: Bool
  public var strikethrough: Bool

  public init(
    font: Font, color: Color = .black, kern: Double = 0, baselineOffset: Double = 0,
    underline: Bool = false, strikethrough: Bool = false
  ) {
    self.font = font
    self.color = color
    self.kern = kern.isFinite ? kern : 0
    self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    self.underline = underline
    self.strikethrough = strikethrough
  }
}

extension TextAttributes {
  /// The attributes with non-finite lengths made zero (the properties can be set to anything).
  var normalized: TextAttributes {
    TextAttributes(
      font: font, color: color, kern: kern, baselineOffset: baselineOffset, underline: underline,
      strikethrough: strikethrough)
  }
}

/// Text made of runs, each with its own attributes.
public struct AttributedText: Hashable, Sendable {
  public struct Run: Hashable, Sendable {
    public var text: String
    public var attributes: TextAttributes
  }

  public private(set) var runs: [Run] = []

  public init() {}

  public init(_ text: String, attributes: TextAttributes) {
    append(text, attributes: attributes)
  }

  /// Adds `text` at the end; empty text adds nothing.
  public mutating func append(_ text: String, attributes: TextAttributes) {
    guard !text.isEmpty else { return }
    runs.append(Run(text: text, attributes: attributes))
  }

  /// All the runs' text.
  public var string: String { runs.map(\.text).joined() }
}
