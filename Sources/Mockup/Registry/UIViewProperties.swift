import CoreGraphics
import QuartzCore
import UIKit

/// UIView's properties and its layer's, as a mockup sets them.
@MainActor
enum UIViewProperties {
  static var all: [ViewProperty] {
    view + layer + priorities
  }

  private static var view: [ViewProperty] {
    [
      .on(UIView.self, "backgroundColor", .color) { $0.backgroundColor = $1 },
      .on(UIView.self, "alpha", .fraction, \.alpha),
      .on(UIView.self, "isHidden", .boolean, \.isHidden),
      .on(UIView.self, "clipsToBounds", .boolean, \.clipsToBounds),
      .on(UIView.self, "isOpaque", .boolean, \.isOpaque),
      .on(UIView.self, "tintColor", .color) { $0.tintColor = $1 },
      .on(UIView.self, "tag", .integer, \.tag),
      .on(UIView.self, "contentMode", .contentMode, \.contentMode),
      .on(UIView.self, "layoutMargins", .insets, \.layoutMargins),
      .on(
        UIView.self, "preservesSuperviewLayoutMargins", .boolean,
        \.preservesSuperviewLayoutMargins),
      .on(
        UIView.self, "insetsLayoutMarginsFromSafeArea", .boolean,
        \.insetsLayoutMarginsFromSafeArea),
      .on(
        UIView.self, "translatesAutoresizingMaskIntoConstraints", .boolean,
        \.translatesAutoresizingMaskIntoConstraints),
      .on(UIView.self, "frame", .rect) { view, frame in
        view.frame = frame
        view.translatesAutoresizingMaskIntoConstraints = true
      },
      .on(
        UIView.self, "semanticContentAttribute",
        .oneOf([
          "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
          "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
        ]), \.semanticContentAttribute),
      .on(
        UIView.self, "overrideUserInterfaceStyle",
        .oneOf(["unspecified": .unspecified, "light": .light, "dark": .dark]),
        \.overrideUserInterfaceStyle),
    ]
  }

  private static var layer: [ViewProperty] {
    [
      .on(UIView.self, "layer.cornerRadius", .number) { $0.layer.cornerRadius = $1 },
      .on(
        UIView.self, "layer.cornerCurve",
        .oneOf(["circular": CALayerCornerCurve.circular, "continuous": .continuous])
      ) { $0.layer.cornerCurve = $1 },
      .on(UIView.self, "layer.masksToBounds", .boolean) { $0.layer.masksToBounds = $1 },
      .on(UIView.self, "layer.borderWidth", .number) { $0.layer.borderWidth = $1 },
      // Layers hold CGColors, which do not follow the appearance: resolve for the canvas.
      .withContext(UIView.self, "layer.borderColor", .color) { view, color, context in
        view.layer.borderColor = color.resolvedColor(with: context.traits).cgColor
      },
      .withContext(UIView.self, "layer.shadowColor", .color) { view, color, context in
        view.layer.shadowColor = color.resolvedColor(with: context.traits).cgColor
      },
      .on(UIView.self, "layer.shadowOpacity", .fraction) { $0.layer.shadowOpacity = Float($1) },
      .on(UIView.self, "layer.shadowOffset", .size) { $0.layer.shadowOffset = $1 },
      .on(UIView.self, "layer.shadowRadius", .number) { $0.layer.shadowRadius = $1 },
    ]
  }

  /// `setContentHuggingPriority(_:for:)` and its compression-resistance twin, as
  /// `contentHuggingPriority.horizontal: 251`.
  private static var priorities: [ViewProperty] {
    let axes: [(String, NSLayoutConstraint.Axis)] = [
      ("horizontal", .horizontal), ("vertical", .vertical),
    ]
    return axes.flatMap { name, axis in
      [
        ViewProperty.on(UIView.self, "contentHuggingPriority.\(name)", .priority) {
          $0.setContentHuggingPriority($1, for: axis)
        },
        ViewProperty.on(UIView.self, "contentCompressionResistancePriority.\(name)", .priority) {
          $0.setContentCompressionResistancePriority($1, for: axis)
        },
      ]
    }
  }
}

extension ValueKind where Value == UIView.ContentMode {
  static var contentMode: ValueKind<UIView.ContentMode> {
    .oneOf([
      "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit,
      "scaleAspectFill": .scaleAspectFill, "redraw": .redraw, "center": .center, "top": .top,
      "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft,
      "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ])
  }
}

extension ValueKind where Value == UILayoutPriority {
  /// A priority from 1 to 1000, or `required`, `defaultHigh`, `defaultLow`,
  /// `fittingSizeLevel`.
  static var priority: ValueKind<UILayoutPriority> {
    ValueKind<UILayoutPriority>(
      schema: {
        [
          "oneOf": [
            ["type": "number", "minimum": 1, "maximum": 1000],
            ["enum": ["required", "defaultHigh", "defaultLow", "fittingSizeLevel"]],
          ]
        ]
      }
    ) { node, _ in
      let text = try node.text()
      if let named = LayoutPriorities.named(text) { return named }
      let value = try node.number()
      guard (1...1000).contains(value) else {
        throw node.error(.badValue, "a priority is from 1 to 1000, found \(value)")
      }
      return UILayoutPriority(Float(value))
    }
  }
}

extension ValueKind where Value == CGRect {
  /// A rectangle: `[x, y, width, height]`.
  static var rect: ValueKind<CGRect> {
    ValueKind<CGRect>(
      schema: { ["type": "array", "items": ["type": "number"], "minItems": 4, "maxItems": 4] }
    ) { node, _ in
      let items = try node.items()
      guard items.count == 4 else {
        throw node.error(.badValue, "expected [x, y, width, height]")
      }
      let values = try items.map { CGFloat(try $0.number()) }
      return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
  }
}

/// UILayoutPriority's named levels.
enum LayoutPriorities {
  static func named(_ name: String) -> UILayoutPriority? {
    switch name {
    case "required": .required
    case "defaultHigh": .defaultHigh
    case "defaultLow": .defaultLow
    case "fittingSizeLevel": .fittingSizeLevel
    default: nil
    }
  }
}
