import CoreGraphics
import Foundation

/// The drawn button of a bar button item, or a navigation bar's back button: an optional back
/// chevron, then the item's image or title, in the item's tint (dimmed when disabled).
final class BarButtonView: UIView {
  /// What the button shows after the chevron.
  enum Content {
    case title(String, UIFont)
    case image(UIImage)
    case empty
  }

  let content: Content
  let showsBackChevron: Bool
  private let item: UIBarButtonItem?

  /// The button for `item`: its image, its title, or its system item's title or symbol.
  init(item: UIBarButtonItem) {
    self.item = item
    content = Self.content(of: item)
    showsBackChevron = false
    super.init(frame: .zero)
    configure()
  }

  /// A back button: the chevron and `title` (nil for the chevron alone).
  init(backTitle title: String?) {
    item = nil
    content = title.map { .title($0, Self.plainFont) } ?? .empty
    showsBackChevron = true
    super.init(frame: .zero)
    configure()
  }

  required init?(coder: NSCoder) { return nil }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    if let item { item.applyAppearanceOnce(shownBy: self) }
  }

  private func configure() {
    backgroundColor = .clear
    contentMode = .redraw
    frame.size = intrinsicContentSize
  }

  // MARK: Metrics

  /// Bar button titles: the 17-point body font, semibold for done items (UIKit's bar button
  /// appearance).
  static let plainFont = UIFont.systemFont(ofSize: 17)
  static let doneFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

  /// The back chevron: chevron.backward, semibold, sized as iOS's back indicator (a chevron
  /// about 20 points tall beside the 17-point title, which the built-in symbol reaches at 20
  /// points and the large scale); pointing right in a right-to-left layout, as the symbol
  /// flips on iOS. And the gap to the title after it.
  static func backChevron(rightToLeft: Bool) -> UIImage? {
    UIImage(
      systemName: rightToLeft ? "chevron.forward" : "chevron.backward",
      withConfiguration: UIImage.SymbolConfiguration(
        pointSize: 20, weight: .semibold, scale: .large))
  }
  static let chevronGap: CGFloat = 6
  private static var chevronSize: CGSize { backChevron(rightToLeft: false)?.size ?? .zero }

  private var rightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// Where the back chevron is drawn: at the leading edge, centred vertically.
  var chevronFrame: CGRect? {
    guard showsBackChevron else { return nil }
    let size = Self.chevronSize
    let x = rightToLeft ? bounds.width - size.width : 0
    return CGRect(
      x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
  }

  /// Where the title or image is drawn: after the chevron, centred vertically.
  var contentFrame: CGRect {
    let size = contentSize
    let lead = chevronFrame.map { $0.width + Self.chevronGap } ?? 0
    let x = rightToLeft ? bounds.width - lead - size.width : lead
    return CGRect(
      x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
  }

  /// System items' symbols: the body text style's size at the large scale.
  static let symbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)

  /// A symbol image as bars draw it, at the large scale (iOS draws symbols in bars larger than
  /// in an image view); other images as they are.
  static func barSized(_ image: UIImage) -> UIImage {
    image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)) ?? image
  }

  override var intrinsicContentSize: CGSize {
    var size = contentSize
    if showsBackChevron {
      size.width += Self.chevronSize.width + (size.width > 0 ? Self.chevronGap : 0)
      size.height = max(size.height, Self.chevronSize.height)
    }
    return CGSize(width: ceil(size.width), height: ceil(size.height))
  }

  private var contentSize: CGSize {
    switch content {
    case .title(let title, let font):
      (title as NSString).size(withAttributes: [.font: font])
    case .image(let image):
      image.size
    case .empty:
      .zero
    }
  }

  // MARK: Drawing

  override func tintColorDidChange() { setNeedsDisplay() }

  /// The item's tint, the bar's, or a gray when the item is disabled.
  private var drawingColor: UIColor {
    guard item?.isEnabled ?? true else { return .tertiaryLabel }
    return item?.tintColor ?? tintColor
  }

  override func draw(_ rect: CGRect) {
    let color = drawingColor
    if let chevronFrame, let chevron = Self.backChevron(rightToLeft: rightToLeft) {
      chevron.withTintColor(color).draw(in: chevronFrame)
    }
    let frame = contentFrame
    switch content {
    case .title(let title, let font):
      (title as NSString).draw(
        at: frame.origin, withAttributes: [.font: font, .foregroundColor: color])
    case .image(let item):
      let image = item.resolved(for: traitCollection)
      let drawn = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)
      drawn.draw(in: frame)
    case .empty:
      break
    }
  }

  // MARK: Content of an item

  /// The view a bar shows for `item`: its custom view (sized to fit when it has no size), a
  /// drawn button, or nil for a space.
  static func view(for item: UIBarButtonItem) -> UIView? {
    if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return nil }
    guard let custom = item.customView else { return BarButtonView(item: item) }
    if custom.frame.size == .zero { custom.frame.size = fittingSize(of: custom) }
    return custom
  }

  /// The size of a custom view with no frame: its intrinsic size, where it has one.
  static func fittingSize(of view: UIView) -> CGSize {
    let size = view.intrinsicContentSize
    return CGSize(width: max(0, size.width), height: max(0, size.height))
  }

  private static func content(of item: UIBarButtonItem) -> Content {
    let font = item.style == .done ? doneFont : plainFont
    if let image = item.image { return .image(barSized(image)) }
    if let title = item.title { return .title(title, font) }
    guard let system = item.systemItem, let look = systemLook(system) else { return .empty }
    switch look {
    case .title(let title):
      return .title(title, font)
    case .symbol(let name, let fallbackTitle):
      // A symbol the built-in set lacks shows its English name rather than nothing.
      guard let image = UIImage(systemName: name, withConfiguration: symbolConfiguration) else {
        return .title(fallbackTitle, font)
      }
      return .image(system == .close ? closeLook(image) : image)
    }
  }

  /// How a system item shows: a title, or a symbol (with a title if the symbol is missing).
  private enum SystemLook {
    case title(String)
    case symbol(String, fallbackTitle: String)
  }

  /// The English titles and the symbols of the system items, as iOS 15+ draws them.
  private static func systemLook(_ item: UIBarButtonItem.SystemItem) -> SystemLook? {
    switch item {
    case .done: .title("Done")
    case .cancel: .title("Cancel")
    case .edit: .title("Edit")
    case .save: .title("Save")
    case .add: .symbol("plus", fallbackTitle: "Add")
    case .compose: .symbol("square.and.pencil", fallbackTitle: "Compose")
    case .reply: .symbol("arrowshape.turn.up.left", fallbackTitle: "Reply")
    case .action: .symbol("square.and.arrow.up", fallbackTitle: "Share")
    case .organize: .symbol("folder", fallbackTitle: "Organize")
    case .bookmarks: .symbol("book", fallbackTitle: "Bookmarks")
    case .search: .symbol("magnifyingglass", fallbackTitle: "Search")
    case .refresh: .symbol("arrow.clockwise", fallbackTitle: "Refresh")
    case .stop: .symbol("xmark", fallbackTitle: "Stop")
    case .camera: .symbol("camera", fallbackTitle: "Camera")
    case .trash: .symbol("trash", fallbackTitle: "Delete")
    case .play: .symbol("play.fill", fallbackTitle: "Play")
    case .pause: .symbol("pause.fill", fallbackTitle: "Pause")
    case .rewind: .symbol("backward.fill", fallbackTitle: "Rewind")
    case .fastForward: .symbol("forward.fill", fallbackTitle: "Fast Forward")
    case .undo: .symbol("arrow.uturn.backward", fallbackTitle: "Undo")
    case .redo: .symbol("arrow.uturn.forward", fallbackTitle: "Redo")
    case .pageCurl: .symbol("book.pages", fallbackTitle: "Page")
    case .close: .symbol("xmark.circle.fill", fallbackTitle: "Close")
    case .flexibleSpace, .fixedSpace: nil
    }
  }

  /// The close button is gray whatever the tint: a light disc with a darker cross.
  private static func closeLook(_ image: UIImage) -> UIImage {
    image.applyingSymbolConfiguration(
      UIImage.SymbolConfiguration(hierarchicalColor: .secondaryLabel))?
      .withRenderingMode(.alwaysOriginal) ?? image
  }
}
