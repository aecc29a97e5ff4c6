import CoreGraphics

/// Where a list row's image, text and secondary text go: what `UIListContentView` and the
/// classic `UITableViewCell` styles share.
///
/// The content is centred vertically between the margins; the image sits in its own column
/// before the text, as wide as its reserved width (or itself), and may reach into the top and
/// bottom margins down to ``ListContentMetrics/imageVerticalMargin``.
@MainActor
struct ListContentLayout {
  /// How the text and secondary text are placed.
  enum Arrangement {
    /// The secondary text below the text (cells, subtitle cells, headers).
    case stacked
    /// The text at the leading edge, the secondary text at the trailing edge (value cells).
    case sideBySide
    /// The text right-aligned in a narrow leading column, the secondary text after it (the
    /// classic `.value2` style).
    case labelColumn
  }

  var arrangement: Arrangement
  var margins: NSDirectionalEdgeInsets
  var imageToTextPadding: CGFloat
  var horizontalPadding: CGFloat
  var verticalPadding: CGFloat
  /// The image's size, zero without an image.
  var imageSize: CGSize = .zero
  /// The image column's size, resolved (no zero or standard dimensions); the image's own
  /// size where it is larger.
  var reservedImageSize: CGSize = .zero

  /// The frames of each part, and the height the content needs.
  struct Frames {
    var image = CGRect.zero
    var text = CGRect.zero
    var secondary = CGRect.zero
    var height: CGFloat = 0
  }

  /// The share of the width the `.labelColumn` arrangement gives the text.
  private static let labelColumnShare: CGFloat = 0.3

  /// Lays the parts out in a `width` wide area, `height` tall (or as tall as they need).
  /// Labels that are nil or show nothing take no space.
  func frames(width: CGFloat, height: CGFloat?, text: UILabel?, secondary: UILabel?) -> Frames {
    let hasImage = imageSize.width > 0 && imageSize.height > 0
    let imageColumn = CGSize(
      width: hasImage ? max(reservedImageSize.width, imageSize.width) : 0,
      height: hasImage ? max(reservedImageSize.height, imageSize.height) : 0)
    let left = margins.leading
    let right = width - margins.trailing
    let textX = left + (hasImage ? imageColumn.width + imageToTextPadding : 0)
    let available = max(0, right - textX)
    let text = text.flatMap { $0.showsText ? $0 : nil }
    let secondary = secondary.flatMap { $0.showsText ? $0 : nil }

    var frames = Frames()
    var blockHeight: CGFloat
    switch arrangement {
    case .stacked:
      let textHeight = text?.height(forWidth: available) ?? 0
      let secondaryHeight = secondary?.height(forWidth: available) ?? 0
      let gap = text != nil && secondary != nil ? verticalPadding : 0
      blockHeight = textHeight + gap + secondaryHeight
      frames.text = CGRect(x: textX, y: 0, width: available, height: textHeight)
      frames.secondary = CGRect(
        x: textX, y: textHeight + gap, width: available, height: secondaryHeight)
    case .sideBySide, .labelColumn:
      let textWidth: CGFloat
      let secondaryWidth: CGFloat
      if arrangement == .labelColumn {
        textWidth = (available * Self.labelColumnShare).rounded()
        secondaryWidth = max(0, available - textWidth - horizontalPadding)
      } else {
        secondaryWidth = min(secondary?.naturalWidth ?? 0, available)
        textWidth = max(0, available - (secondary != nil ? secondaryWidth + horizontalPadding : 0))
      }
      let textHeight = text?.height(forWidth: textWidth) ?? 0
      let secondaryHeight = secondary?.height(forWidth: secondaryWidth) ?? 0
      blockHeight = max(textHeight, secondaryHeight)
      frames.text = CGRect(
        x: textX, y: (blockHeight - textHeight) / 2, width: textWidth, height: textHeight)
      let secondaryX =
        arrangement == .labelColumn ? textX + textWidth + horizontalPadding : right - secondaryWidth
      frames.secondary = CGRect(
        x: secondaryX, y: (blockHeight - secondaryHeight) / 2, width: secondaryWidth,
        height: secondaryHeight)
    }
    // The image may come closer to the edges than the text (ListContentMetrics).
    let imageMargin = ListContentMetrics.imageVerticalMargin
    let imageNeeds =
      min(margins.top, imageMargin) + imageColumn.height + min(margins.bottom, imageMargin)
    let total = height ?? max(margins.top + blockHeight + margins.bottom, imageNeeds)
    // The block and the image are each centred between the top and bottom margins.
    let inner = total - margins.top - margins.bottom
    let blockTop = margins.top + (inner - blockHeight) / 2
    frames.text.origin.y += blockTop
    frames.secondary.origin.y += blockTop
    if hasImage {
      frames.image = CGRect(
        x: left + (imageColumn.width - imageSize.width) / 2,
        y: margins.top + (inner - imageSize.height) / 2, width: imageSize.width,
        height: imageSize.height)
    }
    frames.height = total
    return frames
  }
}

extension UILabel {
  /// Whether the label has anything to show.
  fileprivate var showsText: Bool { !(text ?? "").isEmpty }

  fileprivate func height(forWidth width: CGFloat) -> CGFloat {
    sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }

  fileprivate var naturalWidth: CGFloat {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
      .width
  }
}
