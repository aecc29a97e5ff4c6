import CoreGraphics

/// The standard accessories of a table or list row, drawn with the system symbols iOS uses:
/// `chevron.forward` for the disclosure indicator (tertiary label colour, semibold), a
/// semibold `checkmark` and `info.circle` for the detail button (tint colour).
final class AccessoryGlyphView: UIView {
  enum Kind {
    case disclosure, checkmark, detail, detailDisclosure

    init?(_ type: UITableViewCell.AccessoryType) {
      switch type {
      case .none: return nil
      case .disclosureIndicator: self = .disclosure
      case .checkmark: self = .checkmark
      case .detailButton: self = .detail
      case .detailDisclosureButton: self = .detailDisclosure
      }
    }
  }

  var kind: Kind {
    didSet {
      guard kind != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  init(kind: Kind) {
    self.kind = kind
    super.init(frame: .zero)
    isOpaque = false
    contentMode = .redraw
  }

  required init?(coder: NSCoder) { nil }

  /// The symbols at the body text size (17 points) iOS draws its accessories at; the info
  /// circle at 22 points. The info circle and the chevron are 12 points apart.
  private static let chevron = symbol("chevron.forward", pointSize: 17, weight: .semibold)
  private static let check = symbol("checkmark", pointSize: 17, weight: .semibold)
  private static let info = symbol("info.circle", pointSize: 22, weight: .regular)
  private static let detailSpacing: CGFloat = 12

  private static func symbol(_ name: String, pointSize: CGFloat, weight: UIImage.SymbolWeight)
    -> UIImage?
  {
    UIImage(
      systemName: name,
      withConfiguration: UIImage.SymbolConfiguration(pointSize: pointSize, weight: weight))
  }

  private var images: [(UIImage, UIColor)] {
    let chevron = Self.chevron.map { ($0, UIColor.tertiaryLabel) }
    let tint: UIColor = tintColor
    switch kind {
    case .disclosure: return [chevron].compactMap { $0 }
    case .checkmark: return [Self.check.map { ($0, tint) }].compactMap { $0 }
    case .detail: return [Self.info.map { ($0, tint) }].compactMap { $0 }
    case .detailDisclosure: return [Self.info.map { ($0, tint) }, chevron].compactMap { $0 }
    }
  }

  override var intrinsicContentSize: CGSize {
    let sizes = images.map(\.0.size)
    return CGSize(
      width: sizes.map(\.width).reduce(0, +) + CGFloat(max(0, sizes.count - 1))
        * Self.detailSpacing,
      height: sizes.map(\.height).max() ?? 0)
  }

  /// Each symbol in its colour, side by side, centred vertically.
  override func draw(_ rect: CGRect) {
    var x: CGFloat = 0
    for (image, color) in images {
      let size = image.size
      image.withTintColor(color).draw(
        in: CGRect(
          x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height))
      x += size.width + Self.detailSpacing
    }
  }
}
