import CoreGraphics
import UIKit

/// A custom view a mockup can use for a dashboard: bars or a line drawn from a list of values,
/// scaled so the largest reaches the top. An example of registering a class of one's own.
public final class ChartView: UIView {
  /// How the values are drawn.
  public enum Style: Sendable { case bars, line }

  public var style = Style.bars { didSet { setNeedsDisplay() } }
  public var values: [CGFloat] = [] { didSet { setNeedsDisplay() } }
  /// The bars' or the line's colour.
  public var color: UIColor = .systemBlue { didSet { setNeedsDisplay() } }
  /// The width of the line, or the gap between bars as a fraction of a bar's slot.
  public var lineWidth: CGFloat = 3 { didSet { setNeedsDisplay() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  public required init?(coder: NSCoder) { nil }

  public override func draw(_ rect: CGRect) {
    guard let top = values.max(), top > 0, !values.isEmpty else { return }
    let area = bounds.insetBy(dx: style == .line ? lineWidth : 0, dy: lineWidth)
    let slot = area.width / CGFloat(values.count)
    func y(_ value: CGFloat) -> CGFloat { area.maxY - area.height * max(0, value) / top }
    color.resolvedColor(with: traitCollection).setFill()
    color.resolvedColor(with: traitCollection).setStroke()
    switch style {
    case .bars:
      for (index, value) in values.enumerated() {
        let bar = CGRect(
          x: area.minX + slot * CGFloat(index) + slot * 0.15, y: y(value),
          width: slot * 0.7, height: area.maxY - y(value))
        UIBezierPath(
          roundedRect: bar, byRoundingCorners: [.topLeft, .topRight],
          cornerRadii: CGSize(width: min(4, slot * 0.2), height: min(4, slot * 0.2))
        ).fill()
      }
    case .line:
      let step = values.count > 1 ? area.width / CGFloat(values.count - 1) : 0
      let path = UIBezierPath()
      for (index, value) in values.enumerated() {
        let point = CGPoint(x: area.minX + step * CGFloat(index), y: y(value))
        if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.lineWidth = lineWidth
      path.lineJoinStyle = .round
      path.lineCapStyle = .round
      path.stroke()
    }
  }

  @MainActor static var properties: [ViewProperty] {
    [
      .on(ChartView.self, "style", .oneOf(["bars": Style.bars, "line": .line]), \.style),
      .on(ChartView.self, "values", .numbers, \.values),
      .on(ChartView.self, "color", .color, \.color),
      .on(ChartView.self, "lineWidth", .number, \.lineWidth),
    ]
  }
}

extension ValueKind where Value == [CGFloat] {
  /// A list of numbers, or one string of numbers separated by commas or spaces (so a data
  /// record can fill it through one variable).
  static var numbers: ValueKind<[CGFloat]> {
    ValueKind<[CGFloat]>(
      schema: { ["oneOf": [["type": "array", "items": ["type": "number"]], ["type": "string"]]] }
    ) { node, _ in
      if node.isSequence { return try node.items().map { CGFloat(try $0.number()) } }
      let text = try node.text()
      return try text.split(whereSeparator: { $0 == "," || $0 == " " }).map {
        guard let value = Double($0), value.isFinite else {
          throw node.error(.badValue, "expected numbers, found '\($0)' in '\(text)'")
        }
        return CGFloat(value)
      }
    }
  }
}
