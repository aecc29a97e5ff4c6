import CoreGraphics
import Foundation

/// A one-line text field: its text (or placeholder) drawn in a border, with optional views on
/// its left and right and a clear button.
///
/// Divergence: there is no keyboard and no editing headless. The text changes only when code
/// sets it (which, as on iOS, sends no events); ``isEditing`` is always false, so overlay
/// views show in the `.always` and `.unlessEditing` modes.
///
/// The field is ``BorderStyle/none`` by default; ``BorderStyle/roundedRect`` is the familiar
/// iOS look. Its intrinsic size is the text's (or the placeholder's) plus the border's insets
/// and the overlay views.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// Draws the text and the placeholder: one-line labels that are never in the hierarchy, so
  /// the field's text lays out, truncates and aligns exactly as a label's does.
  private let textLabel = UILabel()
  private let placeholderLabel = UILabel()

  /// Creates a text field with `frame`, no text and no border.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureLabels()
  }

  /// Creates a text field from a keyed archive with the defaults `init(frame: .zero)` gives; what
  /// the archive holds is not read, and a coder that is not keyed gives nil (see `UIView`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureLabels()
  }

  private func configureLabels() {
    for label in [textLabel, placeholderLabel] {
      label.lineBreakMode = .byTruncatingTail
      label.font = UITextField.defaultFont
    }
    placeholderLabel.textColor = .placeholderText
    textLabel.textColor = .label
  }

  /// Whether the field can take the keyboard (become the first responder): while it is
  /// enabled, as on iOS. Headless there is no keyboard and no caret.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// The selection `selectedTextRange` reads and sets, in the text's UTF-16 code units; nil
  /// (no selection) until code sets one.
  var selection: NSRange?

  /// The font a new field draws in: the system font at 17 points, as on iOS.
  static let defaultFont = UIFont.systemFont(ofSize: 17)

  // MARK: Text

  /// The text; the empty string when there is none (setting nil clears it).
  open var text: String? {
    get { textLabel.text ?? "" }
    set { update(textLabel, \.text, to: newValue) }
  }

  /// The text with its attributes; setting it keeps them (font, colour) where the field's own
  /// would apply.
  open var attributedText: NSAttributedString? {
    get { textLabel.attributedText }
    set { update(textLabel, \.attributedText, to: newValue) }
  }

  /// The text shown in the placeholder colour while there is no text.
  open var placeholder: String? {
    get { placeholderLabel.text }
    set { update(placeholderLabel, \.text, to: newValue) }
  }

  /// The placeholder with its attributes.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholderLabel.attributedText }
    set { update(placeholderLabel, \.attributedText, to: newValue) }
  }

  /// The font of the text and the placeholder: the system font at 17 points by default.
  open var font: UIFont? {
    get { textLabel.font }
    set {
      let font = newValue ?? UITextField.defaultFont
      textLabel.font = font
      placeholderLabel.font = font
      contentDidChange()
    }
  }

  /// The text's colour: the label colour by default (nil restores it).
  open var textColor: UIColor? {
    get { textLabel.textColor }
    set {
      textLabel.textColor = newValue ?? .label
      setNeedsDisplay()
    }
  }

  /// How the text and placeholder align: `.natural` by default.
  open var textAlignment: NSTextAlignment {
    get { textLabel.textAlignment }
    set {
      textLabel.textAlignment = newValue
      placeholderLabel.textAlignment = newValue
      setNeedsDisplay()
    }
  }

  /// Whether the text is hidden behind bullets, as for a password. False by default.
  open var isSecureTextEntry = false {
    didSet { contentDidChange() }
  }

  /// Whether the field is being edited: always false headless.
  open var isEditing: Bool { false }

  /// Whether editing would start by clearing the text; stored only, as nothing edits.
  open var clearsOnBeginEditing = false

  /// Whether the font shrinks to fit long text, down to ``minimumFontSize``.
  open var adjustsFontSizeToFitWidth: Bool {
    get { textLabel.adjustsFontSizeToFitWidth }
    set {
      textLabel.adjustsFontSizeToFitWidth = newValue
      setNeedsDisplay()
    }
  }

  /// The smallest font size ``adjustsFontSizeToFitWidth`` shrinks to. 0 by default.
  open var minimumFontSize: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }

  /// The delegate; nothing calls it headless, as nothing edits.
  open weak var delegate: UITextFieldDelegate?

  // MARK: Border and overlays

  /// The border: `.none` by default.
  open var borderStyle = BorderStyle.none {
    didSet { contentDidChange() }
  }

  /// A view on the left of the text, shown as ``leftViewMode`` says.
  open var leftView: UIView? {
    didSet { overlayDidChange(old: oldValue, new: leftView) }
  }

  /// When ``leftView`` shows: `.never` by default.
  open var leftViewMode = ViewMode.never {
    didSet { contentDidChange() }
  }

  /// A view on the right of the text, shown as ``rightViewMode`` says.
  open var rightView: UIView? {
    didSet { overlayDidChange(old: oldValue, new: rightView) }
  }

  /// When ``rightView`` shows: `.never` by default.
  open var rightViewMode = ViewMode.never {
    didSet { contentDidChange() }
  }

  /// When the clear button (a grey `xmark.circle.fill`) shows; it shows only over text.
  /// `.never` by default.
  open var clearButtonMode = ViewMode.never {
    didSet { contentDidChange() }
  }

  // MARK: Geometry (override to move things)

  /// The rectangle the border is drawn in: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rectangle the text is drawn in: the bounds less the border's inset and the overlays
  /// shown on either side.
  open func textRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds) }

  /// The rectangle the placeholder is drawn in: the same as the text's, worked out from the
  /// bounds (an override of ``textRect(forBounds:)`` does not move it, as on iOS).
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    contentRect(forBounds: bounds)
  }

  /// The rectangle the text is edited in: the same as the text's, worked out from the bounds.
  /// Apple derives each of the three "from the control's original bounds": a subclass that
  /// adjusts `super.editingRect(forBounds:)` and overrides ``textRect(forBounds:)`` too does
  /// not get its adjustment twice.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds) }

  /// The bounds less the border's inset and the overlays shown on either side.
  private func contentRect(forBounds bounds: CGRect) -> CGRect {
    let inset = borderStyle.textInset
    let left = showsLeftView ? leftViewRect(forBounds: bounds).maxX : bounds.minX + inset
    var right = bounds.maxX - inset
    if showsRightView { right = rightViewRect(forBounds: bounds).minX }
    if showsClearButton { right = clearButtonRect(forBounds: bounds).minX }
    return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
  }

  /// The clear button's rectangle: 19 points square against the right edge (left of the right
  /// view when that shows), inside the border's inset, centred vertically.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side = UITextField.clearButtonSide
    let right =
      showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - borderStyle.textInset
    return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// The left view's rectangle: its size, against the left edge, centred vertically.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = UITextField.overlaySize(leftView)
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The right view's rectangle: its size, against the right edge, centred vertically.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = UITextField.overlaySize(rightView)
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  // MARK: Sizing, layout, drawing

  /// The text's (or else the placeholder's) size with the border's insets and the overlays
  /// shown: its height is the font's line height, rounded to pixels, plus the inset above
  /// and below, or the tallest overlay's.
  open override var intrinsicContentSize: CGSize {
    let inset = borderStyle.textInset
    let shown = hasText ? textLabel : placeholderLabel
    let textWidth = shown.text?.isEmpty == false ? shown.intrinsicContentSize.width : 0
    var width = textWidth
    var height = roundToPixel(font?.lineHeight ?? 0) + 2 * inset
    width += showsLeftView ? UITextField.overlaySize(leftView).width : inset
    if showsRightView {
      width += UITextField.overlaySize(rightView).width
    } else {
      width += inset
    }
    if showsClearButton { width += UITextField.clearButtonSide }
    for (shows, view) in [(showsLeftView, leftView), (showsRightView, rightView)] where shows {
      height = max(height, UITextField.overlaySize(view).height)
    }
    return CGSize(width: width, height: height)
  }

  /// The intrinsic size, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the left and right views and hides those their modes do not show.
  open override func layoutSubviews() {
    super.layoutSubviews()
    leftView?.isHidden = !showsLeftView
    rightView?.isHidden = !showsRightView
    if showsLeftView { leftView?.frame = leftViewRect(forBounds: bounds) }
    if showsRightView { rightView?.frame = rightViewRect(forBounds: bounds) }
  }

  /// Draws the border, then the text (or the placeholder) and the clear button.
  open override func draw(_ rect: CGRect) {
    borderStyle.draw(in: borderRect(forBounds: bounds))
    if hasText {
      drawText(in: textRect(forBounds: bounds))
    } else if placeholderLabel.text?.isEmpty == false {
      drawPlaceholder(in: placeholderRect(forBounds: bounds))
    }
    if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
  }

  /// Draws the text in `rect`, one line centred vertically, cut with an ellipsis when too
  /// long. Override it to draw the text differently.
  open func drawText(in rect: CGRect) {
    let label = isSecureTextEntry ? bulletLabel() : textLabel
    label.isEnabled = isEnabled
    label.contentScaleFactor = contentScaleFactor
    label.drawText(in: rect)
  }

  /// Draws the placeholder in `rect` in the placeholder colour. Override it to draw the
  /// placeholder differently.
  open func drawPlaceholder(in rect: CGRect) {
    placeholderLabel.isEnabled = isEnabled
    placeholderLabel.contentScaleFactor = contentScaleFactor
    placeholderLabel.drawText(in: rect)
  }

  /// Whether there is text to draw.
  open var hasText: Bool { !(textLabel.text ?? "").isEmpty }

  // MARK: Private

  /// The clear button's side, in points.
  private static let clearButtonSide: CGFloat = 19

  private var showsLeftView: Bool { leftView != nil && leftViewMode.showsWhileNotEditing }
  private var showsRightView: Bool { rightView != nil && rightViewMode.showsWhileNotEditing }
  private var showsClearButton: Bool { hasText && clearButtonMode.showsWhileNotEditing }

  /// An overlay's size: its frame's, else its intrinsic size where it has one.
  private static func overlaySize(_ view: UIView?) -> CGSize {
    guard let view else { return .zero }
    if view.frame.size != .zero { return view.frame.size }
    let intrinsic = view.intrinsicContentSize
    return CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
  }

  /// The clear button: a grey circled cross, 15 points, centred in `rect`.
  private func drawClearButton(in rect: CGRect) {
    guard
      let symbol = UIImage(
        systemName: "xmark.circle.fill",
        withConfiguration: UIImage.SymbolConfiguration(pointSize: 15))
    else { return }
    let size = symbol.size
    symbol.withTintColor(.tertiaryLabel).draw(
      in: CGRect(
        x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width,
        height: size.height))
  }

  /// A label drawing one bullet for each character of the text, in the text's style.
  private func bulletLabel() -> UILabel {
    let label = UILabel()
    label.font = textLabel.font
    label.textColor = textLabel.textColor
    label.textAlignment = textLabel.textAlignment
    label.lineBreakMode = .byTruncatingTail
    label.text = String(repeating: "•", count: (textLabel.text ?? "").count)
    return label
  }

  private func roundToPixel(_ length: CGFloat) -> CGFloat {
    let scale = contentScaleFactor > 0 ? contentScaleFactor : 1
    return (length * scale).rounded() / scale
  }

  private func overlayDidChange(old: UIView?, new: UIView?) {
    if old !== new {
      old?.removeFromSuperview()
      if let new { addSubview(new) }
    }
    contentDidChange()
  }

  /// Sets a property of one of the drawing labels, then lays out and draws again.
  private func update<Value>(
    _ label: UILabel, _ property: ReferenceWritableKeyPath<UILabel, Value>, to value: Value
  ) {
    label[keyPath: property] = value
    contentDidChange()
  }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }
}
