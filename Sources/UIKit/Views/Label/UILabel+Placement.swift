import CoreGraphics
import Typesetting

/// A label's text laid out and placed in a rectangle: what drawing and baselines share.
struct PlacedLabelText {
  var text: StyledText
  var layout: TextLayout
  /// The top left of the layout, in the label's bounds coordinates.
  var origin: CGPoint

  var firstBaseline: CGFloat { origin.y + CGFloat(layout.firstBaseline ?? 0) }
  var lastBaseline: CGFloat { origin.y + CGFloat(layout.lastBaseline ?? 0) }

  /// Draws the text into the current UIKit context, moved by `offset`.
  func draw(offsetBy offset: CGSize) {
    text.draw(
      TextBlock(layout), at: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height))
  }
}

extension UILabel {
  /// The width a multi-line label wraps at for its intrinsic size: the preferred width, else
  /// its own once it has one; one-line labels never wrap.
  var wrappingWidth: CGFloat {
    if numberOfLines == 1 { return .greatestFiniteMagnitude }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    return bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
  }

  /// The text's size wrapped at `width`, through the overridable ``textRect(forBounds:limitedToNumberOfLines:)``.
  func fittingSize(width: CGFloat) -> CGSize {
    let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
    return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
  }

  /// `length` rounded up to the pixel grid of the label's scale.
  func ceilToPixel(_ length: Double) -> CGFloat {
    let scale = pixelScale
    return (CGFloat(length) * scale).rounded(.up) / scale
  }

  private var pixelScale: CGFloat {
    let scale = contentScaleFactor
    return scale.isFinite && scale > 0 ? scale : 1
  }

  /// The text laid out in `width` (unlimited when not a positive finite width), at most
  /// `lines` lines (0: all), keeping only the lines whose boxes fit `height` (at least one),
  /// the last one shown cut by the line break mode.
  static func lay(_ text: StyledText, width: CGFloat, height: CGFloat, lines: Int) -> TextLayout {
    let limit = width > 0 && width < .greatestFiniteMagnitude ? Double(width) : nil
    let layout = text.layout(width: limit, maximumLines: max(lines, 0))
    guard height.isFinite, layout.height > Double(height) else { return layout }
    let fitting = max(layout.lines.filter { $0.top + $0.height <= Double(height) }.count, 1)
    guard fitting < layout.lines.count else { return layout }
    return text.layout(width: limit, maximumLines: fitting)
  }

  /// The text as drawn in `rect`: shrunk when the label adjusts its font size, laid out in the
  /// rect's width and centred vertically on the pixel grid; shrunk one-line text is then
  /// moved as ``baselineAdjustment`` says. Nil without text.
  func placedText(in rect: CGRect, color: UIColor?) -> PlacedLabelText? {
    let scale = fontScale(toFit: rect)
    guard let text = styledText(fontScale: scale, color: color) else { return nil }
    let layout = Self.lay(text, width: rect.width, height: rect.height, lines: numberOfLines)
    var top = centredTop(of: layout, in: rect)
    if scale < 1, numberOfLines == 1, baselineAdjustment != .alignCenters,
      let full = styledText(fontScale: 1)
    {
      // The full-size line, placed as it would be drawn, gives the baseline or the top left
      // corner that the shrunk line keeps.
      let fullLayout = Self.lay(full, width: rect.width, height: rect.height, lines: 1)
      let fullTop = centredTop(of: fullLayout, in: rect)
      if baselineAdjustment == .none {
        top = fullTop
      } else {
        let baseline = fullTop + CGFloat(fullLayout.firstBaseline ?? 0)
        top = roundToPixel(baseline - CGFloat(layout.firstBaseline ?? 0))
      }
    }
    return PlacedLabelText(text: text, layout: layout, origin: CGPoint(x: rect.minX, y: top))
  }

  /// The top of `layout` centred vertically in `rect`, on the pixel grid.
  private func centredTop(of layout: TextLayout, in rect: CGRect) -> CGFloat {
    rect.minY + roundToPixel((rect.height - ceilToPixel(layout.height)) / 2)
  }

  private func roundToPixel(_ length: CGFloat) -> CGFloat {
    (length * pixelScale).rounded() / pixelScale
  }

  /// The largest font scale between ``minimumScaleFactor`` and 1 at which the text fits
  /// `rect`: a one-line label's full line its width, a multi-line label's wrapped lines its
  /// height and ``numberOfLines``. 1 when the label does not adjust its font size.
  func fontScale(toFit rect: CGRect) -> CGFloat {
    let minimum = minimumScaleFactor
    guard adjustsFontSizeToFitWidth, minimum > 0, minimum < 1, !textFits(rect, fontScale: 1)
    else { return 1 }
    var fits = minimum
    var fails: CGFloat = 1
    // Text sizes grow with the scale but not exactly in proportion (kerning, hinting), so the
    // largest fitting scale is searched for; 12 halvings get within 0.03% of it.
    for _ in 0..<12 {
      let middle = (fits + fails) / 2
      if textFits(rect, fontScale: middle) { fits = middle } else { fails = middle }
    }
    return fits
  }

  private func textFits(_ rect: CGRect, fontScale: CGFloat) -> Bool {
    guard let text = styledText(fontScale: fontScale) else { return true }
    if numberOfLines == 1 { return text.layout().width <= Double(rect.width) }
    let layout = text.layout(width: Double(rect.width))
    return (numberOfLines == 0 || layout.lines.count <= numberOfLines)
      && layout.height <= Double(rect.height)
  }

  /// The baselines of the text as laid out in the bounds, or at the intrinsic size before the
  /// label has a size.
  var currentBaselineOffsets: (first: CGFloat, lastFromBottom: CGFloat)? {
    let size = bounds.width > 0 && bounds.height > 0 ? bounds.size : intrinsicContentSize
    return placedText(in: CGRect(origin: .zero, size: size), color: nil).map {
      (first: $0.firstBaseline, lastFromBottom: size.height - $0.lastBaseline)
    }
  }

  /// Whether the baselines Auto Layout last read differ from those of the text as laid out
  /// now.
  var baselinesMoved: Bool {
    guard let seen = baselinesSeenByLayout else { return false }
    guard let now = currentBaselineOffsets else { return true }
    return now.first != seen.first || now.lastFromBottom != seen.lastFromBottom
  }
}
