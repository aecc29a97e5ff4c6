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

  /// The back chevron's box (chevron.backward at the 17-point semibold size UIKit shows it) and
  /// the gap to the title after it.
  static let chevronSize = CGSize(width: 12, height: 21)
  static let chevronGap: CGFloat = 6

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
    var x: CGFloat = 0
    if showsBackChevron {
      drawBackChevron(
        in: CGRect(
          origin: CGPoint(x: 0, y: (bounds.height - Self.chevronSize.height) / 2),
          size: Self.chevronSize), color: color)
      x = Self.chevronSize.width + Self.chevronGap
    }
    let size = contentSize
    let origin = CGPoint(x: x, y: (bounds.height - size.height) / 2)
    switch content {
    case .title(let title, let font):
      (title as NSString).draw(at: origin, withAttributes: [.font: font, .foregroundColor: color])
    case .image(let image):
      let drawn = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)
      drawn.draw(in: CGRect(origin: origin, size: size))
    case .empty:
      break
    }
  }

  /// The back chevron, drawn as a stroked path until the symbol set has chevron.backward.
  private func drawBackChevron(in box: CGRect, color: UIColor) {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: box.maxX - 1.5, y: box.minY + 1.5))
    path.addLine(to: CGPoint(x: box.minX + 1.5, y: box.midY))
    path.addLine(to: CGPoint(x: box.maxX - 1.5, y: box.maxY - 1.5))
    path.lineWidth = 3
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
    color.setStroke()
    path.stroke()
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
    if let image = item.image { return .image(image) }
    if let title = item.title { return .title(title, font) }
    guard let system = item.systemItem, let title = systemTitle(system) else { return .empty }
    return .title(title, font)
  }

  /// The English titles of the system items that show text.
  private static func systemTitle(_ item: UIBarButtonItem.SystemItem) -> String? {
    switch item {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    default: nil
    }
  }
}
