import CoreGraphics

/// A bar's background as its appearance describes it: the material, the colour over it, the
/// image over that, and the hairline towards the content.
///
/// The bar places it to cover its own bounds and what it is attached to beyond them (the
/// status bar above a navigation bar, the home indicator below a tab bar); the hairline sits
/// just outside the bar on the content's side.
final class BarBackgroundView: UIView {
  private let colorView = UIView()
  private let imageView = UIImageView()
  private let hairline = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    addSubview(colorView)
    addSubview(imageView)
    addSubview(hairline)
  }

  required init?(coder: NSCoder) { return nil }

  /// Shows `appearance`, covering `barFrame` (in the bar's bounds) extended by `extension`
  /// up (negative) or down (positive), with the hairline below the bar or above it.
  func show(
    _ appearance: UIBarAppearance, bar: CGRect, extendedBy extension: CGFloat,
    hairlineAtTop: Bool
  ) {
    frame =
      `extension` < 0
      ? CGRect(
        x: bar.minX, y: bar.minY + `extension`, width: bar.width, height: bar.height - `extension`)
      : CGRect(x: bar.minX, y: bar.minY, width: bar.width, height: bar.height + `extension`)
    backgroundColor = appearance.usesSystemMaterial ? UIBarAppearance.systemMaterialColor : nil
    colorView.frame = bounds
    colorView.backgroundColor = appearance.backgroundColor
    imageView.frame = bounds
    imageView.image = appearance.backgroundImage
    imageView.contentMode = appearance.backgroundImageContentMode
    let thickness = 1 / max(1, traitCollection.displayScale)
    let barTopInSelf = bar.minY - frame.minY
    let lineY = hairlineAtTop ? barTopInSelf - thickness : barTopInSelf + bar.height
    hairline.frame = CGRect(x: 0, y: lineY, width: bounds.width, height: thickness)
    hairline.image = appearance.shadowImage
    hairline.contentMode = .scaleToFill
    hairline.backgroundColor = appearance.shadowImage == nil ? appearance.shadowColor : nil
  }
}
