import CoreGraphics
import Foundation

/// A view that shows one or more lines of read-only text.
///
/// The label sizes itself to its text (``intrinsicContentSize``), wraps multi-line text at
/// ``preferredMaxLayoutWidth`` or, when that is 0, at its own width once laid out, and draws
/// the text centred vertically in its bounds. Its content mode is `.redraw` and it ignores
/// user events by default, as on iOS.
@preconcurrency @MainActor
open class UILabel: UIView {
  // Accessibility: a label is an element that speaks its text as static text.
  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityLabel: String? { text }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

  /// What the label shows: plain text styled by the label's properties, or attributed text.
  enum Content {
    case plain(String)
    case attributed(NSAttributedString)
  }

  var content: Content?
  var fontStorage = UIFont.systemFont(ofSize: UIFont.labelFontSize)
  var textColorStorage = UIColor.label
  var alignmentStorage = NSTextAlignment.natural
  var lineBreakStorage = NSLineBreakMode.byTruncatingTail
  /// The bounds width the last layout pass saw: a multi-line label wrapping at its own width
  /// re-measures when it changes.
  var lastLayoutWidth: CGFloat = 0
  /// The baselines Auto Layout last read; when the laid-out text moves them, the label asks
  /// Auto Layout to read them again.
  var baselinesSeenByLayout: (first: CGFloat, lastFromBottom: CGFloat)?
  /// The last intrinsic size, with the wrapping width and scale it was measured at: Auto
  /// Layout reads it several times a pass, and it changes only with the text or its styling,
  /// whose setters invalidate it.
  var measuredIntrinsicSize: (width: CGFloat, scale: CGFloat, size: CGSize)?

  /// Creates a label with `frame`, no text, the 17-point system font and the label colour.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureLabelDefaults()
  }

  /// Creates a label from a keyed archive with the defaults `init(frame: .zero)` gives; what
  /// the archive holds is not read, and a coder that is not keyed gives nil (see `UIView`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureLabelDefaults()
  }

  private func configureLabelDefaults() {
    isUserInteractionEnabled = false
    isOpaque = false
    contentMode = .redraw
  }

  // MARK: Text

  /// The text shown, styled by ``font``, ``textColor``, ``textAlignment`` and
  /// ``lineBreakMode``. Nil by default. Setting it replaces any attributed text.
  open var text: String? {
    get {
      switch content {
      case .plain(let string): string
      case .attributed(let attributed): attributed.string
      case nil: nil
      }
    }
    set {
      content = newValue.map(Content.plain)
      textLayoutDidChange()
    }
  }

  /// The text with its attributes. Reading plain text gives it with the label's font, colour
  /// and paragraph style. Setting it also sets ``text`` and takes ``font``, ``textColor``,
  /// ``textAlignment`` and ``lineBreakMode`` from the attributes at location 0, as on iOS.
  open var attributedText: NSAttributedString? {
    get {
      switch content {
      case .plain(let string): NSAttributedString(string: string, attributes: labelAttributes)
      case .attributed(let attributed): attributed
      case nil: nil
      }
    }
    set {
      guard let newValue else {
        content = nil
        return textLayoutDidChange()
      }
      content = .attributed(NSAttributedString(attributedString: newValue))
      adoptStyle(ofLocationZeroOf: newValue)
      textLayoutDidChange()
    }
  }

  /// The font of the text: the 17-point system font by default; nil restores it. With
  /// attributed text, setting it applies the font to all of the text.
  open var font: UIFont! {
    get { fontStorage }
    set {
      appearancePropertyDidSet(\UILabel.font, to: newValue)
      fontStorage = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
      applyToAttributedText(.font, fontStorage)
      textLayoutDidChange()
    }
  }

  /// The colour of the text: `.label` by default (dynamic: black in light mode, white in
  /// dark); nil restores it. With attributed text, setting it colours all of the text.
  open var textColor: UIColor! {
    get { textColorStorage }
    set {
      appearancePropertyDidSet(\UILabel.textColor, to: newValue)
      textColorStorage = newValue ?? .label
      applyToAttributedText(.foregroundColor, textColorStorage)
      setNeedsDisplay()
    }
  }

  /// Where the lines sit horizontally: `.natural` by default, which is left in a left-to-right
  /// layout and right in a right-to-left one.
  open var textAlignment: NSTextAlignment {
    get { alignmentStorage }
    set {
      alignmentStorage = newValue
      textLayoutDidChange()
    }
  }

  /// How the last line that fits is cut: `.byTruncatingTail` by default. Lines before it wrap
  /// at words in every mode.
  open var lineBreakMode: NSLineBreakMode {
    get { lineBreakStorage }
    set {
      lineBreakStorage = newValue
      textLayoutDidChange()
    }
  }

  /// The most lines shown: 1 by default; 0 shows as many as the text needs.
  open var numberOfLines = 1 {
    didSet { textLayoutDidChange() }
  }

  /// The width at which a multi-line label wraps for its intrinsic size. 0 (the default) wraps
  /// at the label's own width once it has been laid out.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { textLayoutDidChange() }
  }

  /// Whether the font shrinks, down to ``minimumScaleFactor``, until the text fits the bounds.
  /// False by default. The intrinsic size is always that of the full-size font.
  open var adjustsFontSizeToFitWidth = false {
    didSet { setNeedsDisplay() }
  }

  /// The smallest fraction of the font size the text shrinks to; 0 (the default) does not
  /// shrink.
  open var minimumScaleFactor: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }

  /// Where a one-line label puts text whose font ``adjustsFontSizeToFitWidth`` shrank: on the
  /// full-size text's baseline (``UIBaselineAdjustment/alignBaselines``, the default), centred
  /// where it is centred, or at its top left corner. Multi-line labels always centre the text.
  open var baselineAdjustment = UIBaselineAdjustment.alignBaselines {
    didSet { setNeedsDisplay() }
  }

  /// Whether the label remakes its font when the content size category of its traits changes.
  /// It does so only for a font made with `UIFont.preferredFont(forTextStyle:)` (the font
  /// remembers its text style), as on iOS. False by default.
  open var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory { contentSizeCategoryDidChange() } }
  }

  override func contentSizeCategoryDidChange() {
    guard adjustsFontForContentSizeCategory, let style = fontStorage.textStyle else { return }
    let adjusted = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    if adjusted.pointSize != fontStorage.pointSize { font = adjusted }
  }

  /// Whether the text is drawn enabled; disabled text is dimmed. True by default.
  open var isEnabled = true {
    didSet { setNeedsDisplay() }
  }

  /// The colour of the text while ``isHighlighted``; nil (the default) keeps ``textColor``.
  open var highlightedTextColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// Whether the text is drawn in ``highlightedTextColor``. False by default.
  open var isHighlighted = false {
    didSet { setNeedsDisplay() }
  }

  /// The colour of a hard shadow drawn under the text; nil (the default) draws none.
  open var shadowColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UILabel.shadowColor, to: shadowColor)
      setNeedsDisplay()
    }
  }

  /// Where the shadow sits relative to the text, in points: (0, −1) by default, one point up.
  open var shadowOffset = CGSize(width: 0, height: -1) {
    didSet {
      appearancePropertyDidSet(\UILabel.shadowOffset, to: shadowOffset)
      setNeedsDisplay()
    }
  }

  // MARK: Sizing

  /// The size of the text with the full-size font, rounded up to pixels: unwrapped for a
  /// one-line label, wrapped at ``preferredMaxLayoutWidth`` (or the label's width once laid
  /// out) for a multi-line one. Zero without text.
  open override var intrinsicContentSize: CGSize {
    let width = wrappingWidth
    let scale = contentScaleFactor
    if let measured = measuredIntrinsicSize, measured.width == width, measured.scale == scale {
      return measured.size
    }
    let size = fittingSize(width: width)
    measuredIntrinsicSize = (width, scale, size)
    return size
  }

  /// Forgets the measured size and tells Auto Layout, as every change to the text, its font,
  /// its line count or its wrapping does.
  open override func invalidateIntrinsicContentSize() {
    measuredIntrinsicSize = nil
    super.invalidateIntrinsicContentSize()
  }

  /// The size the text needs: a one-line label's full line, a multi-line label's text wrapped
  /// at `size.width` (unwrapped when it is 0), at most ``numberOfLines`` lines.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
    return fittingSize(width: width)
  }

  /// The rectangle the text takes laid out in `bounds`, at most `numberOfLines` lines (0: all),
  /// with the size rounded up to pixels and the origin at `bounds`' origin. Subclasses that
  /// inset or move the text override it; ``intrinsicContentSize`` and ``sizeThatFits(_:)`` go
  /// through it.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect
  {
    guard let styled = styledText() else { return CGRect(origin: bounds.origin, size: .zero) }
    let layout = Self.lay(styled, width: bounds.width, height: bounds.height, lines: numberOfLines)
    return CGRect(
      x: bounds.minX, y: bounds.minY, width: ceilToPixel(layout.width),
      height: ceilToPixel(layout.height))
  }

  // MARK: Layout and drawing

  /// Lays out as a view does; a multi-line label wrapping at its own width re-measures when
  /// its width changes, and a label whose baselines moved tells Auto Layout.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let widthChanged = bounds.width != lastLayoutWidth
    lastLayoutWidth = bounds.width
    let wrapsAtOwnWidth = numberOfLines != 1 && preferredMaxLayoutWidth <= 0
    if (wrapsAtOwnWidth && widthChanged) || baselinesMoved { invalidateIntrinsicContentSize() }
  }

  /// Draws the text (and its shadow) with ``drawText(in:)`` in the bounds.
  open override func draw(_ rect: CGRect) {
    drawText(in: bounds)
  }

  /// Draws the text centred vertically in `rect`, wrapped to its width, in the colour the
  /// label's state gives, over its shadow when ``shadowColor`` is set. Override it to change
  /// where or how the text draws, calling super to draw.
  open func drawText(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    defer { context.restoreGState() }
    if !isEnabled { context.setAlpha(Self.disabledAlpha) }
    if let shadowColor, let shadow = placedText(in: rect, color: shadowColor) {
      shadow.draw(offsetBy: shadowOffset)
    }
    placedText(in: rect, color: stateTextColor)?.draw(offsetBy: .zero)
  }

  /// The first baseline from the top and the last from the bottom of the text as it is laid
  /// out in the bounds (or at the intrinsic size before the label has a size).
  override var baselineOffsets: (first: CGFloat, lastFromBottom: CGFloat)? {
    baselinesSeenByLayout = currentBaselineOffsets
    return baselinesSeenByLayout
  }
}
