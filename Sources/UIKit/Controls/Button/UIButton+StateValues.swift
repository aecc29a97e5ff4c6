import Foundation

extension UIButton {
  /// The title for `state`, or the `.normal` title when `state` has none.
  public func title(for state: State) -> String? { titles.resolved(for: state) }

  /// The title colour for `state`, or the `.normal` one; the button type's default otherwise.
  public func titleColor(for state: State) -> UIColor? {
    titleColors.resolved(for: state) ?? defaultTitleColor(for: state)
  }

  /// The title shadow colour for `state`, or the `.normal` one.
  public func titleShadowColor(for state: State) -> UIColor? {
    titleShadowColors.resolved(for: state)
  }

  /// The image for `state`, or the `.normal` image.
  public func image(for state: State) -> UIImage? { images.resolved(for: state) }

  /// The background image for `state`, or the `.normal` one.
  public func backgroundImage(for state: State) -> UIImage? {
    backgroundImages.resolved(for: state)
  }

  /// The attributed title for `state`, or the `.normal` one.
  public func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles.resolved(for: state)
  }

  /// The title shown now, from the attributed title when there is one.
  public var currentTitle: String? {
    currentAttributedTitle?.string ?? title(for: state)
  }

  /// The title colour used now.
  public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

  /// The title shadow colour used now.
  public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

  /// The image shown now.
  public var currentImage: UIImage? { image(for: state) }

  /// The background image drawn now.
  public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// The attributed title shown now.
  public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// The title colour a button type gives a state with no colour set: the tint for system
  /// buttons (dimmed when highlighted, grey when disabled), white for custom ones.
  private func defaultTitleColor(for state: State) -> UIColor? {
    guard usesSystemStyle else { return .white }
    if state.contains(.disabled) { return Self.disabledContentColor }
    if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
    return tintColor
  }
}
