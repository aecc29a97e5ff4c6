import UIKit

/// UIStackView's properties (its `arrangedSubviews` are read by the builder, like
/// `subviews`).
@MainActor
enum UIStackViewProperties {
  static var all: [ViewProperty] {
    [
      .on(
        UIStackView.self, "axis",
        .oneOf(["horizontal": NSLayoutConstraint.Axis.horizontal, "vertical": .vertical]),
        \.axis),
      .on(UIStackView.self, "spacing", .spacing, \.spacing),
      .on(
        UIStackView.self, "distribution",
        .oneOf([
          "fill": UIStackView.Distribution.fill, "fillEqually": .fillEqually,
          "fillProportionally": .fillProportionally, "equalSpacing": .equalSpacing,
          "equalCentering": .equalCentering,
        ]), \.distribution),
      .on(
        UIStackView.self, "alignment",
        .oneOf([
          "fill": UIStackView.Alignment.fill, "leading": .leading, "top": .top,
          "firstBaseline": .firstBaseline, "center": .center, "trailing": .trailing,
          "bottom": .bottom, "lastBaseline": .lastBaseline,
        ]), \.alignment),
      .on(
        UIStackView.self, "isBaselineRelativeArrangement", .boolean,
        \.isBaselineRelativeArrangement),
      .on(
        UIStackView.self, "isLayoutMarginsRelativeArrangement", .boolean,
        \.isLayoutMarginsRelativeArrangement),
    ]
  }
}

extension ValueKind where Value == CGFloat {
  /// A stack spacing: points, or `useSystem` / `useDefault` (UIStackView's constants).
  static var spacing: ValueKind<CGFloat> {
    ValueKind<CGFloat>(
      schema: { ["oneOf": [["type": "number"], ["enum": ["useSystem", "useDefault"]]]] }
    ) { node, context in
      switch try node.text() {
      case "useSystem": return UIStackView.spacingUseSystem
      case "useDefault": return UIStackView.spacingUseDefault
      default: return try ValueKind<CGFloat>.number.read(node, context)
      }
    }
  }
}
