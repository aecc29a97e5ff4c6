/// How a `CATextLayer` aligns its lines in its bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Left for left-to-right text, right for right-to-left text.
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Against the left edge.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Against the right edge.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Stretched to both edges, but for the last line of a paragraph.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a `CATextLayer` cuts text that does not fit its bounds, with an ellipsis.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Not cut: the text is clipped by the bounds.
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// At the start of the line.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// At the end of the line.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// In the middle of the line.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
