import CoreGraphics

/// The view that shows a ``UIListContentConfiguration``: an image view and two labels, laid
/// out as the configuration's style lays them out.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let imageView = UIImageView()
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  private var listConfiguration: UIListContentConfiguration

  /// Creates a view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply(configuration)
  }

  public required init?(coder: NSCoder) { return nil }

  /// The configuration shown; a configuration of another type is ignored, with a message.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else {
        return LayoutLog.report(
          "UIListContentView cannot show a \(type(of: newValue)); it keeps its configuration.")
      }
      listConfiguration = list
      apply(list)
    }
  }

  /// The list configuration shown.
  public var appliedConfiguration: UIListContentConfiguration { listConfiguration }

  private func apply(_ configuration: UIListContentConfiguration) {
    configuration.textProperties.apply(
      to: textLabel, text: configuration.text, attributedText: configuration.attributedText)
    configuration.secondaryTextProperties.apply(
      to: secondaryTextLabel, text: configuration.secondaryText,
      attributedText: configuration.secondaryAttributedText)
    imageView.image = shownImage
    imageView.tintColor = configuration.imageProperties.tintColor
    imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
    imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
    textLabel.isHidden = (textLabel.text ?? "").isEmpty
    secondaryTextLabel.isHidden = (secondaryTextLabel.text ?? "").isEmpty
    imageView.isHidden = configuration.image == nil
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Lays the image and texts out in the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let frames = layout.frames(
      width: bounds.width, height: bounds.height, text: textLabel, secondary: secondaryTextLabel)
    imageView.frame = frames.image
    textLabel.frame = frames.text
    secondaryTextLabel.frame = frames.secondary
  }

  /// As wide as offered, as tall as the content and margins need.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: height(forWidth: size.width))
  }

  /// As wide as `targetSize`, as tall as the content needs at that width: how a self-sizing
  /// cell measures its content.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    sizeThatFits(targetSize)
  }

  /// The height the content needs at the current width, when there is one.
  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: UIView.noIntrinsicMetric,
      height: bounds.width > 0 ? height(forWidth: bounds.width) : UIView.noIntrinsicMetric)
  }

  func height(forWidth width: CGFloat) -> CGFloat {
    layout.frames(width: width, height: nil, text: textLabel, secondary: secondaryTextLabel).height
  }

  /// The x where the text starts at `width`, which a cell's separator lines up with.
  func textLeadingX(forWidth width: CGFloat) -> CGFloat {
    layout.frames(width: width, height: nil, text: textLabel, secondary: nil).text.minX
  }

  private var layout: ListContentLayout {
    let configuration = listConfiguration
    var layout = ListContentLayout(
      arrangement: configuration.prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked,
      margins: margins(of: configuration),
      imageToTextPadding: configuration.imageToTextPadding,
      horizontalPadding: configuration.textToSecondaryTextHorizontalPadding,
      verticalPadding: configuration.textToSecondaryTextVerticalPadding)
    if let image = shownImage {
      let properties = configuration.imageProperties
      layout.imageSize = properties.fittedSize(of: image.size)
      layout.reservedImageSize = properties.resolvedReservedSize(
        imageSize: layout.imageSize, isSymbol: image.isSymbolImage,
        textFont: configuration.textProperties.font)
    }
    return layout
  }

  /// A new side margin (the view moved to a window of another screen) moves the content and
  /// its cell's separator.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard
      previousTraitCollection?.systemMinimumSideMargin != traitCollection.systemMinimumSideMargin
    else { return }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    superview?.superview?.setNeedsLayout()
  }

  /// The configuration's margins, at least the side margins a cell inherits where it is shown
  /// when the configuration preserves its superview's horizontal margins: Apple documents the
  /// configuration's margins as "the minimum margins. The inherited margins may be larger."
  /// A cell configured before its table was in a window (its default configuration then has
  /// the main screen's margins) so takes a wide phone's 20 points once shown on one.
  private func margins(of configuration: UIListContentConfiguration) -> NSDirectionalEdgeInsets {
    var margins = configuration.directionalLayoutMargins
    let cell = superview?.superview
    guard configuration.axesPreservingSuperviewLayoutMargins.contains(.horizontal),
      cell is UITableViewCell || cell is UICollectionViewListCell
    else { return margins }
    let side = traitCollection.systemMinimumSideMargin
    margins.leading = max(margins.leading, side)
    margins.trailing = max(margins.trailing, side)
    return margins
  }

  /// The configuration's image, with its preferred symbol configuration applied.
  private var shownImage: UIImage? {
    let configuration = listConfiguration
    guard let image = configuration.image,
      let symbol = configuration.imageProperties.preferredSymbolConfiguration
    else { return configuration.image }
    return image.applyingSymbolConfiguration(symbol) ?? image
  }
}

extension UIListContentConfiguration.ImageProperties {
  /// `size` scaled down, keeping its aspect, to fit ``maximumSize`` (where that is set).
  func fittedSize(of size: CGSize) -> CGSize {
    var scale: CGFloat = 1
    if maximumSize.width > 0, size.width > maximumSize.width {
      scale = min(scale, maximumSize.width / size.width)
    }
    if maximumSize.height > 0, size.height > maximumSize.height {
      scale = min(scale, maximumSize.height / size.height)
    }
    return CGSize(width: size.width * scale, height: size.height * scale)
  }

  /// The space the image is centred in, each dimension resolved as ``reservedLayoutSize``
  /// says: its own length when positive, the standard symbol length when it is
  /// ``standardDimension`` (or zero for a symbol image), else the image's.
  func resolvedReservedSize(imageSize: CGSize, isSymbol: Bool, textFont: UIFont) -> CGSize {
    let standard = (textFont.pointSize * ListContentMetrics.symbolReservedSidePerPoint).rounded()
    func resolve(_ reserved: CGFloat, own: CGFloat) -> CGFloat {
      if reserved == Self.standardDimension || (reserved <= 0 && isSymbol) { return standard }
      return reserved > 0 ? reserved : own
    }
    return CGSize(
      width: resolve(reservedLayoutSize.width, own: imageSize.width),
      height: resolve(reservedLayoutSize.height, own: imageSize.height))
  }
}
