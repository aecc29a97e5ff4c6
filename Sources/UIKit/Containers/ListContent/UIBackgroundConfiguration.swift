import CoreGraphics

/// The background of a cell or header as a value: a colour, corners, a stroke, insets and an
/// optional custom view.
public struct UIBackgroundConfiguration: Hashable {
  /// A view shown inside the background, as large as it.
  public var customView: UIView?
  /// The fill colour; nil for none.
  public var backgroundColor: UIColor?
  /// The corner radius of the background.
  public var cornerRadius: CGFloat = 0
  /// How far the background is inset from the view's edges.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// The colour of a line around the background; nil for none.
  public var strokeColor: UIColor?
  /// The width of the line around the background.
  public var strokeWidth: CGFloat = 0
  /// How far the line sits outside the background's edge (stored only).
  public var strokeOutset: CGFloat = 0

  private init(backgroundColor: UIColor?) { self.backgroundColor = backgroundColor }

  /// The background of a row of a plain list.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .systemBackground)
  }
  /// The background of a row of a grouped list.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
  }
  /// The background of a row of a sidebar: clear.
  public static func listSidebarCell() -> UIBackgroundConfiguration { clear() }
  /// The background of a header or footer of a plain list: clear until it floats.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { clear() }
  /// The background of a header or footer of a grouped list: clear.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }
  /// No background.
  public static func clear() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: nil)
  }

  /// The configuration as it looks in `state`: selected and highlighted cells take the
  /// system's selection grey.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted
    else { return self }
    var configuration = self
    configuration.backgroundColor = .systemGray4
    return configuration
  }

  /// The colour the background is filled with.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    backgroundColor ?? .clear
  }

  /// The colour the stroke is drawn with.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? .clear }
}

/// The view that shows a background configuration.
final class BackgroundConfigurationView: UIView {
  var configuration = UIBackgroundConfiguration.clear() {
    didSet { apply() }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    apply()
  }

  private func apply() {
    backgroundColor = configuration.backgroundColor
    layer.cornerRadius = configuration.cornerRadius
    layer.borderWidth = configuration.strokeWidth
    layer.borderColor = configuration.strokeColor?.resolvedColor(with: traitCollection).cgColor
    if let custom = configuration.customView, custom.superview !== self {
      for subview in subviews { subview.removeFromSuperview() }
      custom.frame = bounds
      custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(custom)
    } else if configuration.customView == nil {
      for subview in subviews { subview.removeFromSuperview() }
    }
  }

  /// The frame the background takes in a view with `bounds`.
  func frame(in bounds: CGRect) -> CGRect {
    let insets = configuration.backgroundInsets
    return CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.leading - insets.trailing),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }
}
