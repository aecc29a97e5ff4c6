import CoreGraphics
import TestSupport
import Testing
import UIKit

/// Helpers the control tests share.
@MainActor
enum ControlTestSupport {
  /// The size of `text` in a one-line label with `font`: what a button's title measures.
  static func textSize(_ text: String, _ font: UIFont) -> CGSize {
    let label = UILabel()
    label.font = font
    label.text = text
    return label.intrinsicContentSize
  }

  /// A plain square image of `side` points.
  static func square(_ side: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
      UIColor.black.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: side, height: side))
    }
  }
}

extension ControlTestSupport {
  /// A sheet on the system background in `style` with `rows` of views, each at its
  /// intrinsic size (or its frame's size when it has none), 12 points apart, rows centred
  /// vertically on a line.
  static func gallery(_ rows: [[UIView]], width: CGFloat, style: UIUserInterfaceStyle) -> UIView {
    let spacing: CGFloat = 12
    let sheet = UIView()
    sheet.overrideUserInterfaceStyle = style
    sheet.backgroundColor = .systemBackground
    var y = spacing
    for row in rows {
      let sizes = row.map { view in
        let size = view.intrinsicContentSize
        return CGSize(
          width: size.width == UIView.noIntrinsicMetric ? view.frame.width : size.width,
          height: size.height == UIView.noIntrinsicMetric ? view.frame.height : size.height)
      }
      let height = sizes.map(\.height).max() ?? 0
      var x = spacing
      for (view, size) in zip(row, sizes) {
        view.frame = CGRect(
          x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
        sheet.addSubview(view)
        x += size.width + spacing
      }
      y += height + spacing
    }
    sheet.frame = CGRect(x: 0, y: 0, width: width, height: y.rounded(.up))
    return sheet
  }
}

extension ControlTestSupport {
  /// Renders a gallery of `rows` at 2x in `style` and compares it with the golden
  /// `UIKit/Controls/<name>-light.png` (or `-dark`).
  static func assertGallery(
    _ rows: [[UIView]], golden name: String, style: UIUserInterfaceStyle,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let sheet = gallery(rows, width: 380, style: style)
    let image = try #require(sheet.renderedImage(scale: 2).cgImage, sourceLocation: sourceLocation)
    let suffix = style == .dark ? "dark" : "light"
    try GoldenImage.assertMatches(
      image.pixmap, golden: "UIKit/Controls/\(name)-\(suffix).png", sourceLocation: sourceLocation)
  }

  /// The pixel at (`x`, `y`) of `view` rendered at scale 1 in light mode, as 0…255 RGBA
  /// (premultiplied).
  static func pixel(of view: UIView, x: Int, y: Int) -> [UInt8] {
    view.overrideUserInterfaceStyle = .light
    guard let image = view.renderedImage(scale: 1).cgImage else { return [] }
    let color = image.pixmap[x, y]
    return [color.r, color.g, color.b, color.a]
  }

  /// Whether two colours are within `tolerance` on every channel.
  static func close(_ a: [UInt8], _ b: [UInt8], tolerance: Int = 3) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
  }
}
