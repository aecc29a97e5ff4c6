import Foundation

/// Options for measuring and drawing strings, with Apple's raw values.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  /// The option bits.
  public let rawValue: Int

  /// Options from their raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Lay out lines wrapped to the rectangle's width, with the rectangle's origin at the top
  /// left of the first line; without it the text is one line and the origin is on its baseline.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Line heights include the font's line gap (always so in Offscreen).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Measure the glyphs' ink rather than their line boxes (ignored: Offscreen measures boxes).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncate the last line that fits with an ellipsis when the text does not fit.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
  /// Swift's name for the string drawing options, as on iOS.
  public typealias DrawingOptions = NSStringDrawingOptions
}

/// Settings for drawing a string and what drawing reports back.
open class NSStringDrawingContext: NSObject {
  /// The smallest scale the text may be shrunk to to fit (Offscreen never shrinks: 0 or 1
  /// behaves the same).
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the text was drawn at: always 1.
  open private(set) var actualScaleFactor: CGFloat = 1
  /// The box of the last string measured or drawn with this context.
  open internal(set) var totalBounds: CGRect = .zero
}
