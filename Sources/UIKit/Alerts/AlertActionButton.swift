import CoreGraphics

/// The button of one alert action: its title centred on one line, in the font and colour the
/// action's style and place give it, with a grey wash while a finger is on it.
final class AlertActionButton: UIControl {
  let action: UIAlertAction
  private let titleLabel = UILabel()

  /// A button for `action`, its title in `font`, or that font's size semibold when
  /// `emphasized`.
  init(action: UIAlertAction, font: UIFont, emphasized: Bool) {
    self.action = action
    super.init(frame: .zero)
    titleLabel.text = action.title
    titleLabel.font = emphasized ? .systemFont(ofSize: font.pointSize, weight: .semibold) : font
    titleLabel.textAlignment = .center
    titleLabel.lineBreakMode = .byTruncatingMiddle
    titleLabel.isUserInteractionEnabled = false
    addSubview(titleLabel)
    isEnabled = action.isEnabled
    action.button = self
    restyle()
  }

  required init?(coder: NSCoder) { nil }

  /// The width the title needs on one line.
  var titleWidth: CGFloat { titleLabel.sizeThatFits(.zero).width }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
  }

  override func controlStateDidChange() {
    super.controlStateDidChange()
    restyle()
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    restyle()
  }

  override var defaultAccessibilityLabel: String? { action.title }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    super.defaultAccessibilityTraits.union(.button)
  }

  private func restyle() {
    backgroundColor = isHighlighted ? .systemFill : nil
    titleLabel.textColor =
      !isEnabled
      ? .tertiaryLabel : action.style == .destructive ? .systemRed : tintColor
  }
}
