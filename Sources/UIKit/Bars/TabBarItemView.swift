import CoreGraphics
import Foundation

/// One tab of a tab bar, drawn stacked as on iPhone in portrait: the icon centred in the upper
/// part of the 49-point row, the title under it and the badge at the icon's top trailing corner.
final class TabBarItemView: UIView {
  private let item: UITabBarItem
  private let selected: Bool
  private let state: UITabBarItemStateAppearance
  private let color: UIColor

  override func didMoveToWindow() {
    super.didMoveToWindow()
    item.applyAppearanceOnce(shownBy: self)
  }

  init(item: UITabBarItem, selected: Bool, state: UITabBarItemStateAppearance, color: UIColor) {
    (self.item, self.selected, self.state, self.color) = (item, selected, state, color)
    super.init(frame: .zero)
    backgroundColor = .clear
    contentMode = .redraw
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { return nil }

  // MARK: Metrics (iOS 15+ stacked tab bar items on iPhone)

  /// The icon's centre, 18 points below the top of the row, and the title's line, from 35
  /// points down: a 10-point medium title.
  static let iconCentreY: CGFloat = 18
  static let titleTop: CGFloat = 35
  static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
  /// The badge: a capsule 18 points tall and at least as wide, 13-point text with 5 points
  /// either side, its leading edge 5 points past the icon's centre and 2 below the top.
  static let badgeHeight: CGFloat = 18
  static let badgeFont = UIFont.systemFont(ofSize: 13)
  static let badgePadding: CGFloat = 5
  static let badgeOffset = CGPoint(x: 5, y: 2)

  /// The image shown: the selected image when selected, else the image, else the system
  /// item's symbol.
  private var icon: UIImage? {
    let image = (selected ? item.selectedImage ?? item.image : item.image) ?? item.systemImage
    return image.map(BarButtonView.barSized)
  }

  /// The icon's frame in the view.
  var iconFrame: CGRect {
    let size = icon?.size ?? .zero
    return CGRect(
      x: (bounds.width - size.width) / 2, y: Self.iconCentreY - size.height / 2,
      width: size.width, height: size.height)
  }

  /// The badge's frame in the view, when the item has a badge.
  var badgeFrame: CGRect? {
    guard let value = item.badgeValue else { return nil }
    let textWidth = (value as NSString).size(withAttributes: badgeAttributes).width
    let width = max(Self.badgeHeight, ceil(textWidth) + 2 * Self.badgePadding)
    return CGRect(
      x: bounds.midX + Self.badgeOffset.x, y: Self.badgeOffset.y, width: width,
      height: Self.badgeHeight)
  }

  private var titleAttributes: [NSAttributedString.Key: Any] {
    [.font: Self.titleFont, .foregroundColor: color].merging(state.titleTextAttributes) { $1 }
  }

  private var badgeAttributes: [NSAttributedString.Key: Any] {
    [.font: Self.badgeFont, .foregroundColor: UIColor.white].merging(state.badgeTextAttributes) {
      $1
    }
  }

  override func draw(_ rect: CGRect) {
    if let icon = icon?.resolved(for: traitCollection) {
      let drawn = icon.renderingMode == .alwaysOriginal ? icon : icon.withTintColor(color)
      drawn.draw(in: iconFrame)
    }
    if let title = item.title {
      let attributes = titleAttributes
      let size = (title as NSString).size(withAttributes: attributes)
      (title as NSString).draw(
        at: CGPoint(x: (bounds.width - size.width) / 2, y: Self.titleTop),
        withAttributes: attributes)
    }
    if let badge = badgeFrame, let value = item.badgeValue { drawBadge(value, in: badge) }
  }

  private func drawBadge(_ value: String, in frame: CGRect) {
    (item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed).setFill()
    UIBezierPath(roundedRect: frame, cornerRadius: frame.height / 2).fill()
    let attributes = badgeAttributes
    let size = (value as NSString).size(withAttributes: attributes)
    (value as NSString).draw(
      at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2),
      withAttributes: attributes)
  }
}
