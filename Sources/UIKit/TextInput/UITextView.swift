import CoreGraphics
import Foundation

/// A view of multi-line text, wrapped to its width inside its ``textContainerInset`` and its
/// text container's line fragment padding.
///
/// With ``UIScrollView/isScrollEnabled`` false the view sizes itself to its text, as on iOS:
/// its intrinsic height is the text wrapped at its width plus the insets. With scrolling on,
/// it has no intrinsic size and its content size is the text's.
///
/// Divergence: there is no keyboard and no editing headless: the text changes only when code
/// sets it. The ``UIScrollView/delegate`` may be a ``UITextViewDelegate``, which is never told of
/// editing, as nothing is typed.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// Creates a text view with `frame`, no text, a white-or-black system background.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    textContainer.onChange = { [weak self] in self?.textDidChange() }
    backgroundColor = .systemBackground
  }

  /// Creates a text view with `frame`; the text container given is ignored (ours is made by
  /// the view).
  public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
    self.init(frame: frame)
  }

  /// Creates a text view; headless, text is laid out the same either way, so
  /// `usingTextLayoutManager` (TextKit 2 or 1) changes nothing.
  public convenience init(usingTextLayoutManager: Bool) {
    self.init(frame: .zero)
  }

  public required init?(coder: NSCoder) { return nil }

  /// The selection `selectedTextRange` reads and sets, in the text's UTF-16 code units; nil
  /// (no selection) until code sets one.
  var selection: NSRange?

  /// The font text without a font of its own is drawn in when ``font`` is nil: the system
  /// font at 12 points, as a text view's default on iOS.
  static let defaultFont = UIFont.systemFont(ofSize: 12)

  // MARK: Text

  /// The text; the empty string when there is none.
  open var text: String! {
    get { storedText?.string ?? "" }
    set {
      storedText = newValue.map { NSAttributedString(string: $0) }
      hasOwnAttributes = false
    }
  }

  /// The text with its attributes: the text view's font, colour and alignment where the text
  /// has none of its own.
  open var attributedText: NSAttributedString! {
    get { styledText }
    set {
      storedText = newValue
      hasOwnAttributes = true
    }
  }

  /// The font of text without one of its own; nil (the default) draws the system font at 12.
  open var font: UIFont? {
    didSet { textDidChange() }
  }

  /// The colour of text without one of its own; nil (the default) draws the label colour.
  open var textColor: UIColor? {
    didSet { textDidChange() }
  }

  /// How the text aligns: `.natural` by default.
  open var textAlignment = NSTextAlignment.natural {
    didSet { textDidChange() }
  }

  /// The room between the view's edges and the text container: 8 points above and below, as
  /// on iOS.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textDidChange() }
  }

  /// The container the text lays out in; its line fragment padding (5) insets each line.
  public let textContainer = NSTextContainer()

  /// Whether the user may edit the text; stored only headless. True by default.
  open var isEditable = true

  /// Whether the user may select the text; stored only headless. True by default.
  open var isSelectable = true

  /// Whether there is text.
  open var hasText: Bool { !text.isEmpty }

  /// Turning scrolling off makes the view size itself to its text.
  open override var isScrollEnabled: Bool {
    didSet { textDidChange() }
  }

  // MARK: Sizing, layout, drawing

  /// Without scrolling, the text's height wrapped at the view's width (unwrapped before it
  /// has one) plus the insets, and no intrinsic width; with scrolling, no intrinsic size.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let width = bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
    return CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(width: width))
  }

  /// The width given (or the text's unwrapped width plus insets when it is 0) and the height
  /// the text needs at it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if size.width > 0 { return CGSize(width: size.width, height: fittingHeight(width: size.width)) }
    let text = textBounds(width: .greatestFiniteMagnitude)
    let inset = textContainerInset
    return CGSize(
      width: pixelCeil(text.width) + inset.left + inset.right + 2
        * textContainer.lineFragmentPadding,
      height: pixelCeil(text.height) + inset.top + inset.bottom)
  }

  /// Sizes the text container to the width and the content to the text; a self-sizing view
  /// whose width changed measures again.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let inset = textContainerInset
    textContainer.size = CGSize(
      width: max(0, bounds.width - inset.left - inset.right), height: .greatestFiniteMagnitude)
    contentSize = CGSize(width: bounds.width, height: fittingHeight(width: bounds.width))
    if !isScrollEnabled, bounds.width != measuredWidth {
      measuredWidth = bounds.width
      invalidateIntrinsicContentSize()
    }
  }

  /// Draws the text from the top left of the container, inset by the line fragment padding.
  open override func draw(_ rect: CGRect) {
    guard let styledText, styledText.length > 0 else { return }
    let inset = textContainerInset
    let padding = textContainer.lineFragmentPadding
    let width = max(0, bounds.width - inset.left - inset.right - 2 * padding)
    styledText.draw(
      with: CGRect(
        x: inset.left + padding, y: inset.top, width: width, height: .greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, context: nil)
  }

  // MARK: Private

  /// The text as set, with the attributes set with it.
  private var storedText: NSAttributedString? {
    didSet { textDidChange() }
  }

  /// Whether the text came with attributes of its own (`attributedText`).
  private var hasOwnAttributes = false

  /// The width the intrinsic height was last measured at.
  private var measuredWidth: CGFloat = -1

  /// The text with the view's font, colour and alignment under its own attributes.
  private var styledText: NSAttributedString? {
    guard let storedText else { return nil }
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = textAlignment
    paragraph.lineBreakMode = textContainer.lineBreakMode
    let defaults: [NSAttributedString.Key: Any] = [
      .font: font ?? UITextView.defaultFont, .foregroundColor: textColor ?? UIColor.label,
      .paragraphStyle: paragraph,
    ]
    let styled = NSMutableAttributedString(string: storedText.string, attributes: defaults)
    if hasOwnAttributes {
      storedText.enumerateAttributes(in: NSRange(location: 0, length: storedText.length)) {
        attributes, range, _ in styled.addAttributes(attributes, range: range)
      }
    }
    return styled
  }

  /// The box the text takes wrapped at `width` of the view.
  private func textBounds(width: CGFloat) -> CGRect {
    guard let styledText, styledText.length > 0 else {
      // An empty text view is one line of its font high.
      return CGRect(x: 0, y: 0, width: 0, height: (font ?? UITextView.defaultFont).lineHeight)
    }
    return styledText.boundingRect(
      with: CGSize(width: width, height: .greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, context: nil)
  }

  /// The height the text needs in a view `width` wide: its lines wrapped inside the insets and
  /// padding, rounded up to pixels, plus the top and bottom insets.
  private func fittingHeight(width: CGFloat) -> CGFloat {
    let inset = textContainerInset
    let available =
      width >= .greatestFiniteMagnitude
      ? width : max(0, width - inset.left - inset.right - 2 * textContainer.lineFragmentPadding)
    return pixelCeil(textBounds(width: available).height) + inset.top + inset.bottom
  }

  private func pixelCeil(_ length: CGFloat) -> CGFloat {
    let scale = contentScaleFactor > 0 ? contentScaleFactor : 1
    return (length * scale).rounded(.up) / scale
  }

  private func textDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }
}
