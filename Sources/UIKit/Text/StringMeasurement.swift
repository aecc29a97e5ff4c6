import Foundation
import Typesetting

extension StyledText {
  /// The laid-out text and its box as `boundingRect` reports it: with
  /// `.usesLineFragmentOrigin`, every line wrapped to `size.width` from the top left (with
  /// `.truncatesLastVisibleLine` too, only the lines that fit `size.height`, the last one
  /// truncated); without, the first line unwrapped, its rectangle's origin on the baseline
  /// (y = −ascent). Sizes are fractional: UIKit leaves ceiling them to the caller.
  func measure(in size: CGSize, options: NSStringDrawingOptions) -> (TextBlock, CGRect) {
    guard options.contains(.usesLineFragmentOrigin) else {
      let line = TextBlock(layout(maximumLines: 1))
      let rect = CGRect(x: 0, y: -line.firstBaseline, width: line.width, height: line.height)
      return (line, rect)
    }
    let width = Double(size.width)
    let limit = width.isFinite && width > 0 ? width : nil
    var lines = block(width: limit)
    let height = Double(size.height)
    // As in UIKit, the option works only with the wrapping line break modes.
    if options.contains(.truncatesLastVisibleLine), !keepsParagraphsOnOneLine, height > 0,
      lines.height > height, let layout = lines.pieces.first?.layout
    {
      // Only the lines whose boxes fit the height stay (at least one); the last one shown
      // ends in an ellipsis.
      let fitting = max(layout.lines.filter { $0.top + $0.height <= height + 1e-9 }.count, 1)
      var truncating = self
      truncating.style.lineBreakMode = .truncateTail
      lines = TextBlock(truncating.layout(width: limit, maximumLines: fitting))
    }
    return (lines, CGRect(x: 0, y: 0, width: lines.width, height: lines.height))
  }

  /// The size of every line laid out unwrapped (hard line breaks still break).
  var unwrappedSize: CGSize {
    let lines = layout()
    return CGSize(width: lines.width, height: lines.height)
  }
}

extension NSString {
  /// The size the string takes drawn with `attrs` on unwrapped lines; fractional, not ceiled.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StyledText(self as String, attributes: attrs).unwrappedSize
  }

  /// The rectangle the string takes drawn with `attributes` in `size`: with
  /// `.usesLineFragmentOrigin`, wrapped to the width with the origin at the top left; without,
  /// one line with the origin on its baseline. Fractional: round up with `ceil` to size views.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    let (_, rect) = StyledText(self as String, attributes: attributes).measure(
      in: size, options: options)
    context?.totalBounds = rect
    return rect
  }
}

extension NSAttributedString {
  /// The size the text takes on unwrapped lines; fractional, not ceiled.
  public func size() -> CGSize {
    StyledText(self).unwrappedSize
  }

  /// The rectangle the text takes in `size`, as `NSString.boundingRect` measures it.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let (_, rect) = StyledText(self).measure(in: size, options: options)
    context?.totalBounds = rect
    return rect
  }
}

extension StringProtocol {
  /// The size the string takes drawn with `attrs` on unwrapped lines (`NSString`'s method,
  /// which Swift strings have on iOS).
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StyledText(String(self), attributes: attrs).unwrappedSize
  }

  /// `NSString.boundingRect(with:options:attributes:context:)` on a Swift string.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    (String(self) as NSString).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}
