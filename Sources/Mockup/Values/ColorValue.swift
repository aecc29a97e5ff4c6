import CoreGraphics
import UIKit

extension ValueKind where Value == UIColor {
  /// A colour: a UIColor class property name (`systemBlue`, `label`, `white`…), hex
  /// `#RRGGBB` or `#RRGGBBAA`, `{light: …, dark: …}` for one that follows the appearance, or
  /// the name of a colour set in the mockup's asset catalogs.
  static var color: ValueKind<UIColor> {
    ValueKind<UIColor>(
      schema: {
        let named = SharedDefinitions.reference("namedColor") {
          [
            "type": "string",
            "anyOf": [
              ["enum": NamedColors.names],
              ["pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"],
            ],
          ]
        }
        return [
          "oneOf": [
            named,
            [
              "type": "object", "required": ["light", "dark"], "additionalProperties": false,
              "properties": ["light": named, "dark": named],
            ],
          ]
        ]
      }
    ) { node, context in try readColor(node, context) }.definedOnce(as: "color")
  }

  private static func readColor(_ node: MockupNode, _ context: ValueContext) throws -> UIColor {
    if node.isMapping {
      for (key, _) in try node.entries() where key != "light" && key != "dark" {
        throw node.error(
          .unknownName, "unknown key '\(key)' in a colour",
          suggestions: NearestNames.to(key, in: ["light", "dark"]))
      }
      guard let lightNode = node["light"], let darkNode = node["dark"] else {
        throw node.error(.badValue, "a colour mapping needs both 'light' and 'dark'")
      }
      let light = try readColor(lightNode, context)
      let dark = try readColor(darkNode, context)
      return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }
    let text = try node.text()
    if text.hasPrefix("#") {
      guard let color = hexColor(text) else {
        throw node.error(.badValue, "expected #RRGGBB or #RRGGBBAA, found '\(text)'")
      }
      return color
    }
    guard
      let color = NamedColors.color(named: text)
        ?? UIColor(named: text, in: context.assets, compatibleWith: context.traits)
    else {
      throw node.error(
        .unknownName, "unknown colour '\(text)'",
        suggestions: NearestNames.to(text, in: NamedColors.names))
    }
    return color
  }

  /// `#RRGGBB` or `#RRGGBBAA`.
  static func hexColor(_ text: String) -> UIColor? {
    let digits = text.dropFirst()
    guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else {
      return nil
    }
    let rgba = digits.count == 6 ? value << 8 | 0xFF : value
    func channel(_ shift: UInt64) -> CGFloat { CGFloat((rgba >> shift) & 0xFF) / 255 }
    return UIColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
  }
}

/// UIColor's class properties by name, as a mockup names them.
@MainActor
enum NamedColors {
  static let table: [(String, () -> UIColor)] = [
    ("systemRed", { .systemRed }), ("systemOrange", { .systemOrange }),
    ("systemYellow", { .systemYellow }), ("systemGreen", { .systemGreen }),
    ("systemMint", { .systemMint }), ("systemTeal", { .systemTeal }),
    ("systemCyan", { .systemCyan }), ("systemBlue", { .systemBlue }),
    ("systemIndigo", { .systemIndigo }), ("systemPurple", { .systemPurple }),
    ("systemPink", { .systemPink }), ("systemBrown", { .systemBrown }),
    ("systemGray", { .systemGray }), ("systemGray2", { .systemGray2 }),
    ("systemGray3", { .systemGray3 }), ("systemGray4", { .systemGray4 }),
    ("systemGray5", { .systemGray5 }), ("systemGray6", { .systemGray6 }),
    ("tintColor", { .tintColor }), ("label", { .label }),
    ("secondaryLabel", { .secondaryLabel }), ("tertiaryLabel", { .tertiaryLabel }),
    ("quaternaryLabel", { .quaternaryLabel }), ("placeholderText", { .placeholderText }),
    ("link", { .link }), ("systemBackground", { .systemBackground }),
    ("secondarySystemBackground", { .secondarySystemBackground }),
    ("tertiarySystemBackground", { .tertiarySystemBackground }),
    ("systemGroupedBackground", { .systemGroupedBackground }),
    ("secondarySystemGroupedBackground", { .secondarySystemGroupedBackground }),
    ("tertiarySystemGroupedBackground", { .tertiarySystemGroupedBackground }),
    ("separator", { .separator }), ("opaqueSeparator", { .opaqueSeparator }),
    ("systemFill", { .systemFill }), ("secondarySystemFill", { .secondarySystemFill }),
    ("tertiarySystemFill", { .tertiarySystemFill }),
    ("quaternarySystemFill", { .quaternarySystemFill }),
    ("black", { .black }), ("darkGray", { .darkGray }), ("lightGray", { .lightGray }),
    ("white", { .white }), ("gray", { .gray }), ("red", { .red }), ("green", { .green }),
    ("blue", { .blue }), ("cyan", { .cyan }), ("yellow", { .yellow }),
    ("magenta", { .magenta }), ("orange", { .orange }), ("purple", { .purple }),
    ("brown", { .brown }), ("clear", { .clear }), ("darkText", { .darkText }),
    ("lightText", { .lightText }),
  ]

  static var names: [String] { table.map(\.0) }

  static func color(named name: String) -> UIColor? {
    table.first { $0.0 == name }?.1()
  }
}
