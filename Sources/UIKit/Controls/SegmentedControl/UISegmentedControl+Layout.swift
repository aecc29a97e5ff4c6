import CoreGraphics
import Foundation

extension UISegmentedControl {
  /// The control's height (iOS 13 and later).
  static let height: CGFloat = 32
  /// The space on each side of a segment's content.
  static let contentPadding: CGFloat = 12
  /// How far the selected pill is inset from the track.
  static let pillInset: CGFloat = 2
  /// The track's corner radius.
  static let cornerRadius: CGFloat = 9

  /// The font of titles: 13-point regular, the selected one medium.
  func titleFont(selected: Bool) -> UIFont {
    let state: UIControl.State = selected ? .selected : .normal
    return titleAttributes[state.rawValue]?[.font] as? UIFont
      ?? titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont
      ?? .systemFont(ofSize: 13, weight: selected ? .medium : .regular)
  }

  /// The colour of titles in `state`.
  func titleColor(selected: Bool) -> UIColor {
    let state: UIControl.State = selected ? .selected : .normal
    return titleAttributes[state.rawValue]?[.foregroundColor] as? UIColor
      ?? titleAttributes[UIControl.State.normal.rawValue]?[.foregroundColor] as? UIColor
      ?? .label
  }

  /// The width of a segment's content: its title (in the selected font, the wider) or image.
  func contentWidth(of segment: Segment) -> CGFloat {
    if let image = segment.image { return image.size.width }
    guard let title = segment.title, !title.isEmpty else { return 0 }
    let attributes: [NSAttributedString.Key: Any] = [.font: titleFont(selected: true)]
    return title.size(withAttributes: attributes).width.rounded(.up)
  }

  /// The segments' widths: a fixed width where set; the others as wide as the widest
  /// content (or each its own, when apportioned by content) plus padding, stretched equally
  /// to fill `width` when given.
  func segmentWidths(fitting width: CGFloat?) -> [CGFloat] {
    let natural = segments.map { contentWidth(of: $0) + 2 * Self.contentPadding }
    let widest = natural.max() ?? 0
    var widths = segments.indices.map { index in
      segments[index].width > 0
        ? segments[index].width : apportionsSegmentWidthsByContent ? natural[index] : widest
    }
    guard let width else { return widths }
    let flexible = segments.indices.filter { segments[$0].width == 0 }
    guard !flexible.isEmpty else { return widths }
    let fixed = widths.reduce(0, +) - flexible.map { widths[$0] }.reduce(0, +)
    if apportionsSegmentWidthsByContent {
      let extra = (width - widths.reduce(0, +)) / CGFloat(flexible.count)
      for index in flexible { widths[index] = max(0, widths[index] + extra) }
    } else {
      let each = max(0, (width - fixed) / CGFloat(flexible.count))
      for index in flexible { widths[index] = each }
    }
    return widths
  }

  /// The segments' rectangles across the bounds.
  func segmentRects() -> [CGRect] {
    var x = bounds.minX
    return segmentWidths(fitting: bounds.width).map { width in
      defer { x += width }
      return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }
  }

  func drawSegments(context: CGContext) {
    let rects = segmentRects()
    UIColor.tertiarySystemFill.setFill()
    UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
    let selected = segments.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
    if let selected {
      let pill = rects[selected].insetBy(dx: Self.pillInset, dy: Self.pillInset)
      context.saveGState()
      context.setShadow(
        offset: CGSize(width: 0, height: 3), blur: 8, color: UIColor(white: 0, alpha: 0.12).cgColor)
      (selectedSegmentTintColor ?? Self.selectedPillColor).setFill()
      UIBezierPath(roundedRect: pill, cornerRadius: Self.cornerRadius - Self.pillInset).fill()
      context.restoreGState()
    }
    // Separators between segments, except next to the selected one.
    UIColor.separator.setFill()
    for index in rects.indices.dropFirst() where index != selected && index - 1 != selected {
      let x = rects[index].minX
      UIRectFill(CGRect(x: x - 0.5, y: bounds.midY - 8, width: 1, height: 16))
    }
    for (index, segment) in segments.enumerated() {
      drawContent(of: segment, in: rects[index], selected: index == selected)
    }
  }

  /// The selected pill: white in light mode, a raised grey in dark mode.
  static var selectedPillColor: UIColor {
    UIColor(dynamicProvider: { traits in
      traits.userInterfaceStyle == .dark
        ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    })
  }

  private func drawContent(of segment: Segment, in rect: CGRect, selected: Bool) {
    let alpha: CGFloat = segment.isEnabled ? 1 : 0.3
    if let image = segment.image?.resolved(for: traitCollection) {
      let size = image.size
      let frame = CGRect(
        x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width,
        height: size.height)
      let shown =
        image.renderingMode == .alwaysOriginal
        ? image : image.withTintColor(titleColor(selected: selected))
      shown.draw(in: frame, blendMode: .normal, alpha: alpha)
      return
    }
    guard let title = segment.title, !title.isEmpty else { return }
    let attributes: [NSAttributedString.Key: Any] = [
      .font: titleFont(selected: selected),
      .foregroundColor: titleColor(selected: selected).withAlphaComponent(alpha),
    ]
    let size = title.size(withAttributes: attributes)
    let width = min(size.width, rect.width - 2 * 4)
    title.draw(
      with: CGRect(
        x: rect.midX - width / 2, y: rect.midY - size.height / 2, width: width,
        height: size.height),
      options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes,
      context: nil)
  }
}
