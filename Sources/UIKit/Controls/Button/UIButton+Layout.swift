import CoreGraphics

extension UIButton {
  /// The space UIKit puts above and below a classic button's title label (a 15-point title,
  /// 18 points tall, makes a 30-point button).
  static let classicTitleVerticalPadding: CGFloat = 6

  /// The intrinsic size of a classic button with no title and no image, as UIKit gives it.
  static let emptyClassicSize = CGSize(width: 30, height: 34)

  /// The fixed size of the close button, which draws its glyph itself (the add and info
  /// buttons show theirs as an image, ``systemGlyphImage``, and are sized by it).
  var glyphButtonSize: CGSize? {
    buttonType == .close ? CGSize(width: 30, height: 30) : nil
  }

  /// The layout of the content as it is now.
  func contentLayout() -> ButtonContentLayout {
    var layout = ButtonContentLayout()
    layout.imageSize = imageViewStorage.image?.size
    if let glyph = glyphButtonSize, configuration == nil {
      layout.emptySize = glyph
      return layout
    }
    let titleSize = labelSize(titleLabelStorage)
    layout.titleSize = titleSize
    layout.subtitleSize = labelSize(subtitleLabelStorage)
    if let configuration = shownConfiguration {
      layout.imagePlacement = configuration.imagePlacement
      layout.imagePadding = configuration.imagePadding
      layout.titlePadding = configuration.titlePadding
      layout.insets = resolved(configuration.contentInsets)
    } else {
      layout.titleVerticalPadding = Self.classicTitleVerticalPadding
      layout.insets = contentEdgeInsets
      layout.emptySize = Self.emptyClassicSize
    }
    return layout
  }

  /// Frames the image view and labels for the bounds, by the content alignments. A classic
  /// button goes through ``contentRect(forBounds:)``, ``imageRect(forContentRect:)`` and
  /// ``titleRect(forContentRect:)``, which subclasses override to move them, as in UIKit.
  func placeContent() {
    let classic = configuration == nil
    let content =
      classic ? contentRect(forBounds: bounds) : bounds.inset(by: contentLayout().insets)
    let frames = contentFrames(in: content)
    place(
      imageViewStorage,
      classic && frames.image != nil ? imageRect(forContentRect: content) : frames.image)
    place(
      titleLabelStorage,
      classic && frames.title != nil ? titleRect(forContentRect: content) : frames.title)
    place(subtitleLabelStorage, frames.subtitle)
  }

  /// Where the image and the labels go in the content rectangle `box` (nil for those not
  /// shown), a classic button's moved by half the difference of its edge insets' opposite
  /// sides.
  func contentFrames(in box: CGRect) -> (image: CGRect?, title: CGRect?, subtitle: CGRect?) {
    let layout = contentLayout()
    let content = layout.contentSize
    let size = CGSize(
      width: contentHorizontalAlignment == .fill ? max(box.width, content.width) : content.width,
      height: contentVerticalAlignment == .fill ? max(box.height, content.height) : content.height)
    let origin = CGPoint(
      x: horizontalOrigin(of: size.width, in: box), y: verticalOrigin(of: size.height, in: box))
    let leadingIsLeft = effectiveUserInterfaceLayoutDirection == .leftToRight
    let frames = layout.frames(in: size, leadingIsLeft: leadingIsLeft)
    let classic = configuration == nil
    func moved(_ frame: CGRect?, _ shift: UIEdgeInsets) -> CGRect? {
      frame?.offsetBy(
        dx: origin.x + (shift.left - shift.right) / 2, dy: origin.y + (shift.top - shift.bottom) / 2
      )
    }
    return (
      moved(frames.image, classic ? imageEdgeInsets : .zero),
      moved(frames.title, classic ? titleEdgeInsets : .zero), moved(frames.subtitle, .zero)
    )
  }

  /// A label's size, or nil when it has no text.
  private func labelSize(_ label: UILabel) -> CGSize? {
    guard let text = label.text, !text.isEmpty else { return nil }
    return label.intrinsicContentSize
  }

  /// `insets` with leading and trailing turned into left and right by the layout direction.
  func resolved(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    return UIEdgeInsets(
      top: insets.top, left: leftToRight ? insets.leading : insets.trailing,
      bottom: insets.bottom, right: leftToRight ? insets.trailing : insets.leading)
  }

  private func horizontalOrigin(of width: CGFloat, in box: CGRect) -> CGFloat {
    switch effectiveContentHorizontalAlignment {
    case .left, .fill, .leading: box.minX
    case .right, .trailing: box.maxX - width
    case .center: box.midX - width / 2
    }
  }

  private func verticalOrigin(of height: CGFloat, in box: CGRect) -> CGFloat {
    switch contentVerticalAlignment {
    case .top, .fill: box.minY
    case .bottom: box.maxY - height
    case .center: box.midY - height / 2
    }
  }

  /// Frames `view` at `frame`, its origin rounded to pixels, adding it to the button if it is
  /// not there yet; hides it without a frame.
  private func place(_ view: UIView, _ frame: CGRect?) {
    guard let frame else {
      view.isHidden = true
      return
    }
    install(view)
    view.isHidden = false
    let scale = contentScaleFactor
    // On pixels, as UIKit places a button's subviews, so that the text is not resampled.
    view.frame = CGRect(
      x: (frame.minX * scale).rounded() / scale, y: (frame.minY * scale).rounded() / scale,
      width: frame.width, height: frame.height)
  }
}
