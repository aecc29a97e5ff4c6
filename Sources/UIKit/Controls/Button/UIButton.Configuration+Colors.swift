extension UIButton.Configuration {
  /// The style the button is drawn in: a selected button that updates for selection is drawn
  /// filled, as iOS draws a toggled button.
  var shownStyle: Style {
    state.contains(.selected) && automaticallyUpdateForSelection ? .filled : style
  }

  /// The colour of the title, subtitle and template image.
  func foregroundColor(tint: UIColor) -> UIColor {
    if state.contains(.disabled) { return UIButton.disabledContentColor }
    if let baseForegroundColor { return baseForegroundColor }
    return shownStyle == .filled ? .white : tint
  }

  /// The colour of the background; nil draws none. Divergence: the gray and tinted styles'
  /// shades are not published by Apple; gray uses the tertiary system fill and tinted the
  /// base colour at 15 % opacity, close to iOS 17's.
  func backgroundColor(tint: UIColor) -> UIColor? {
    let base = baseBackgroundColor ?? tint
    let disabled = state.contains(.disabled)
    switch shownStyle {
    case .plain: return nil
    case .gray: return disabled ? .quaternarySystemFill : baseBackgroundColor ?? .tertiarySystemFill
    case .tinted: return disabled ? .quaternarySystemFill : base.withAlphaComponent(0.15)
    case .filled: return disabled ? .tertiarySystemFill : base
    }
  }
}
