import CoreGraphics
import UIKit

extension ValueKind where Value == UIFont {
  /// A font: a text style name (`headline`), a size in points (the system font), or
  /// `{textStyle: …}`, `{size: 17, weight: semibold}`, `{name: "DejaVu Sans", size: 15}`.
  /// Text styles follow the canvas's content size category.
  static var font: ValueKind<UIFont> {
    ValueKind<UIFont>(
      schema: {
        [
          "oneOf": [
            ["enum": TextStyles.names],
            ["type": "number"],
            [
              "type": "object", "additionalProperties": false,
              "properties": [
                "textStyle": ["enum": TextStyles.names],
                "size": ["type": "number", "exclusiveMinimum": 0],
                "weight": ["enum": FontWeights.table.map(\.key)],
                "name": ["type": "string"],
              ],
            ],
          ]
        ]
      }
    ) { node, context in
      if node.isScalar {
        if let size = Double(try node.text()) { return try systemFont(size, .regular, node) }
        return try textStyleFont(node, weight: nil, context)
      }
      var weight: UIFont.Weight?
      for (key, value) in try node.entries() {
        switch key {
        case "textStyle", "size", "name": break
        case "weight":
          weight = try ValueKind<UIFont.Weight>.oneOf(FontWeights.table).read(value, context)
        default:
          throw value.error(
            .unknownName, "unknown font key '\(key)'",
            suggestions: NearestNames.to(key, in: ["textStyle", "size", "weight", "name"]))
        }
      }
      if let style = node["textStyle"] { return try textStyleFont(style, weight: weight, context) }
      guard let sizeNode = node["size"] else {
        throw node.error(.badValue, "a font needs a 'textStyle' or a 'size'")
      }
      let size = try sizeNode.number()
      if let nameNode = node["name"] {
        let name = try nameNode.text()
        guard let font = UIFont(name: name, size: CGFloat(size)) else {
          throw nameNode.error(.unknownName, "no installed font is named '\(name)'")
        }
        return font
      }
      return try systemFont(size, weight ?? .regular, sizeNode)
    }.definedOnce(as: "font")
  }

  private static func systemFont(_ size: Double, _ weight: UIFont.Weight, _ node: MockupNode)
    throws -> UIFont
  {
    guard size > 0 else { throw node.error(.badValue, "a font size must be above 0") }
    return UIFont.systemFont(ofSize: CGFloat(size), weight: weight)
  }

  private static func textStyleFont(
    _ node: MockupNode, weight: UIFont.Weight?, _ context: ValueContext
  ) throws -> UIFont {
    let name = try node.text()
    guard let style = TextStyles.table.first(where: { $0.key == name })?.value else {
      throw node.error(
        .unknownName, "unknown text style '\(name)'",
        suggestions: NearestNames.to(name, in: TextStyles.names))
    }
    let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: context.traits)
    guard let weight else { return font }
    return UIFont.systemFont(ofSize: font.pointSize, weight: weight)
  }
}

/// UIFont.Weight's names.
enum FontWeights {
  static let table: KeyValuePairs<String, UIFont.Weight> = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
    "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
  ]
}
