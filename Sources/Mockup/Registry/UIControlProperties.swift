import UIKit

/// UIControl's and UIButton's properties. A button's `configuration` is a mapping:
/// `{style: filled, title: Follow, baseBackgroundColor: systemGreen, cornerStyle: capsule}`;
/// without one, `title`, `titleColor` and `systemName` set the normal state's values, as
/// `setTitle(_:for: .normal)` does.
@MainActor
enum UIControlProperties {
  static var control: [ViewProperty] {
    [
      .on(UIControl.self, "isEnabled", .boolean, \.isEnabled),
      .on(UIControl.self, "isSelected", .boolean, \.isSelected),
      .on(UIControl.self, "isHighlighted", .boolean, \.isHighlighted),
    ]
  }

  static var button: [ViewProperty] {
    [
      .on(UIButton.self, "configuration", .buttonConfiguration) { $0.configuration = $1 },
      .on(UIButton.self, "title", .string) { $0.setTitle($1, for: .normal) },
      .on(UIButton.self, "titleColor", .color) { $0.setTitleColor($1, for: .normal) },
      .on(UIButton.self, "image", .imageFile) { $0.setImage($1, for: .normal) },
      .on(UIButton.self, "systemName", .systemImage) { $0.setImage($1, for: .normal) },
      .on(UIButton.self, "contentEdgeInsets", .insets, \.contentEdgeInsets),
    ]
  }
}

extension ValueKind where Value == UIButton.Configuration {
  /// The keys of a button configuration mapping; `style` picks the factory (`filled()`…).
  static let configurationKeys = [
    "style", "title", "subtitle", "baseForegroundColor", "baseBackgroundColor", "cornerStyle",
    "buttonSize", "systemName", "imagePadding", "imagePlacement", "titleAlignment",
  ]

  static var buttonConfiguration: ValueKind<UIButton.Configuration> {
    let styles: KeyValuePairs<String, () -> UIButton.Configuration> = [
      "plain": { .plain() }, "gray": { .gray() }, "tinted": { .tinted() },
      "filled": { .filled() }, "borderless": { .borderless() }, "bordered": { .bordered() },
      "borderedTinted": { .borderedTinted() }, "borderedProminent": { .borderedProminent() },
    ]
    return ValueKind<UIButton.Configuration>(
      schema: {
        [
          "type": "object", "additionalProperties": false,
          "properties": [
            "style": ["enum": styles.map(\.key)], "title": ["type": "string"],
            "subtitle": ["type": "string"],
            "baseForegroundColor": ValueKind<UIColor>.color.schema(),
            "baseBackgroundColor": ValueKind<UIColor>.color.schema(),
            "cornerStyle": ["enum": ["fixed", "dynamic", "small", "medium", "large", "capsule"]],
            "buttonSize": ["enum": ["mini", "small", "medium", "large"]],
            "systemName": ["type": "string"], "imagePadding": ["type": "number"],
            "imagePlacement": ["enum": ["leading", "trailing", "top", "bottom"]],
            "titleAlignment": ["enum": ["automatic", "leading", "center", "trailing"]],
          ],
        ]
      }
    ) { node, context in
      let make = try ValueKind<() -> UIButton.Configuration>.oneOf(styles).read(
        node["style"] ?? node, context)
      var configuration = make()
      for (key, value) in try node.entries() {
        switch key {
        case "style": break
        case "title": configuration.title = try value.text()
        case "subtitle": configuration.subtitle = try value.text()
        case "baseForegroundColor":
          configuration.baseForegroundColor = try ValueKind<UIColor>.color.read(value, context)
        case "baseBackgroundColor":
          configuration.baseBackgroundColor = try ValueKind<UIColor>.color.read(value, context)
        case "cornerStyle":
          configuration.cornerStyle = try ValueKind<UIButton.Configuration.CornerStyle>.oneOf([
            "fixed": .fixed, "dynamic": .dynamic, "small": .small, "medium": .medium,
            "large": .large, "capsule": .capsule,
          ]).read(value, context)
        case "buttonSize":
          configuration.buttonSize = try ValueKind<UIButton.Configuration.Size>.oneOf([
            "mini": .mini, "small": .small, "medium": .medium, "large": .large,
          ]).read(value, context)
        case "systemName":
          configuration.image = try ValueKind<UIImage>.systemImage.read(value, context)
        case "imagePadding":
          configuration.imagePadding = try ValueKind<CGFloat>.number.read(value, context)
        case "imagePlacement":
          configuration.imagePlacement = try ValueKind<NSDirectionalRectEdge>.oneOf([
            "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
          ]).read(value, context)
        case "titleAlignment":
          configuration.titleAlignment = try ValueKind<UIButton.Configuration.TitleAlignment>
            .oneOf([
              "automatic": .automatic, "leading": .leading, "center": .center,
              "trailing": .trailing,
            ]).read(value, context)
        default:
          throw value.error(
            .unknownName, "a button configuration has no '\(key)'",
            suggestions: NearestNames.to(key, in: configurationKeys))
        }
      }
      return configuration
    }
  }
}
