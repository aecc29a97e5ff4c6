import UIKit

/// Small builders the composed screens share, written the way iOS code writes them.
@MainActor
enum ScreenBuilding {
  static func label(
    _ text: String, font: UIFont, color: UIColor = .label, lines: Int = 1
  ) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = font
    label.textColor = color
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }

  /// A rounded square with a colour, as Settings shows beside each row.
  static func iconSquare(_ color: UIColor) -> UIView {
    let icon = UIView()
    icon.backgroundColor = color
    icon.layer.cornerRadius = 7
    icon.layer.cornerCurve = .continuous
    icon.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      icon.widthAnchor.constraint(equalToConstant: 29),
      icon.heightAnchor.constraint(equalToConstant: 29),
    ])
    let glyph = UIView()
    glyph.backgroundColor = .white
    glyph.layer.cornerRadius = 4
    glyph.translatesAutoresizingMaskIntoConstraints = false
    icon.addSubview(glyph)
    NSLayoutConstraint.activate([
      glyph.centerXAnchor.constraint(equalTo: icon.centerXAnchor),
      glyph.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
      glyph.widthAnchor.constraint(equalToConstant: 13),
      glyph.heightAnchor.constraint(equalToConstant: 13),
    ])
    return icon
  }

  /// Pins `view` to `container`'s edges with `insets`.
  static func pin(_ view: UIView, to container: UIView, insets: UIEdgeInsets = .zero) {
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: insets.top),
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: insets.left),
      view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -insets.right),
      view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -insets.bottom),
    ])
  }
}

/// A chevron drawn with a bezier path, as table rows end with.
final class ChevronView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    translatesAutoresizingMaskIntoConstraints = false
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { CGSize(width: 8, height: 13) }

  override func draw(_ rect: CGRect) {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 1.5, y: 1.5))
    path.addLine(to: CGPoint(x: 6.5, y: 6.5))
    path.addLine(to: CGPoint(x: 1.5, y: 11.5))
    path.lineWidth = 2
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
    UIColor.tertiaryLabel.setStroke()
    path.stroke()
  }
}
