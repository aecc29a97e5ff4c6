import CoreGraphics

/// Where a button's image and title and subtitle go: their sizes, how they are arranged
/// (image on which side, with what paddings) and the insets around them.
struct ButtonContentLayout {
  var imageSize: CGSize?
  var titleSize: CGSize?
  var subtitleSize: CGSize?
  var imagePlacement = NSDirectionalRectEdge.leading
  var imagePadding: CGFloat = 0
  var titlePadding: CGFloat = 0
  /// Space above and below the title that is part of the text block (a classic button's).
  var titleVerticalPadding: CGFloat = 0
  /// Insets with leading and trailing already resolved to left and right.
  var insets = UIEdgeInsets.zero
  /// The size given when there is no content at all; nil adds the insets to nothing.
  var emptySize: CGSize?

  /// The frames of the image, title and subtitle, relative to the content's top-left.
  struct Frames {
    var image: CGRect?
    var title: CGRect?
    var subtitle: CGRect?
  }

  /// The title's size with its vertical padding.
  private var paddedTitleSize: CGSize? {
    titleSize.map { CGSize(width: $0.width, height: $0.height + 2 * titleVerticalPadding) }
  }

  /// The size of the title and subtitle stacked, with the title padding between them.
  var textSize: CGSize? {
    switch (paddedTitleSize, subtitleSize) {
    case (nil, nil): nil
    case (let one?, nil), (nil, let one?): one
    case (let title?, let subtitle?):
      CGSize(
        width: max(title.width, subtitle.width),
        height: title.height + titlePadding + subtitle.height)
    }
  }

  /// Whether the image sits beside the text (leading or trailing) rather than above or below.
  var isHorizontal: Bool { !imagePlacement.contains(.top) && !imagePlacement.contains(.bottom) }

  /// The size of the image and text arranged together, without insets.
  var contentSize: CGSize {
    switch (imageSize, textSize) {
    case (nil, nil): .zero
    case (let one?, nil), (nil, let one?): one
    case (let image?, let text?):
      isHorizontal
        ? CGSize(
          width: image.width + imagePadding + text.width, height: max(image.height, text.height))
        : CGSize(
          width: max(image.width, text.width), height: image.height + imagePadding + text.height)
    }
  }

  /// The content's size plus the insets: the button's intrinsic size.
  var fittingSize: CGSize {
    if imageSize == nil && textSize == nil, let emptySize { return emptySize }
    let content = contentSize
    return CGSize(
      width: content.width + insets.left + insets.right,
      height: content.height + insets.top + insets.bottom)
  }

  /// The frames within a content box of `size` (at least the content's size), the image at
  /// its placement (`leadingIsLeft` tells the layout direction) and the text lines centred.
  func frames(in size: CGSize, leadingIsLeft: Bool) -> Frames {
    var frames = Frames()
    let text = textSize ?? .zero
    var textOrigin = CGPoint.zero
    if let image = imageSize {
      let gap = textSize == nil ? 0 : imagePadding
      var imageOrigin = CGPoint.zero
      if isHorizontal {
        let imageFirst = imagePlacement.contains(.leading) == leadingIsLeft
        imageOrigin = CGPoint(
          x: imageFirst ? 0 : size.width - image.width, y: (size.height - image.height) / 2)
        textOrigin = CGPoint(
          x: imageFirst ? image.width + gap : size.width - image.width - gap - text.width,
          y: (size.height - text.height) / 2)
      } else {
        let imageFirst = imagePlacement.contains(.top)
        imageOrigin = CGPoint(
          x: (size.width - image.width) / 2, y: imageFirst ? 0 : size.height - image.height)
        textOrigin = CGPoint(
          x: (size.width - text.width) / 2,
          y: imageFirst ? image.height + gap : size.height - image.height - gap - text.height)
      }
      frames.image = CGRect(origin: imageOrigin, size: image)
    } else {
      textOrigin = CGPoint(x: (size.width - text.width) / 2, y: (size.height - text.height) / 2)
    }
    if let title = titleSize {
      frames.title = CGRect(
        x: textOrigin.x + (text.width - title.width) / 2, y: textOrigin.y + titleVerticalPadding,
        width: title.width, height: title.height)
    }
    if let subtitle = subtitleSize {
      let top = paddedTitleSize.map { $0.height + titlePadding } ?? 0
      frames.subtitle = CGRect(
        x: textOrigin.x + (text.width - subtitle.width) / 2, y: textOrigin.y + top,
        width: subtitle.width, height: subtitle.height)
    }
    return frames
  }
}
