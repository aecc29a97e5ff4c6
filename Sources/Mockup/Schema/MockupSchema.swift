import Foundation
import UIKit

/// The JSON Schema of mockup files, made from a registry so it always lists the classes and
/// properties the builder accepts.
@MainActor
public enum MockupSchema {
  /// The schema as a dictionary.
  public static func schema(for registry: ViewRegistry) -> [String: Any] {
    let (schema, shared) = SharedDefinitions.collect { schemaReferringToShared(registry) }
    var whole = schema
    var definitions = whole["$defs"] as? [String: Any] ?? [:]
    for (name, definition) in shared where definitions[name] == nil {
      definitions[name] = definition
    }
    whole["$defs"] = definitions
    return whole
  }

  /// The schema with its shared value definitions referred to and not yet added.
  private static func schemaReferringToShared(_ registry: ViewRegistry) -> [String: Any] {
    var definitions: [String: Any] = [
      "view": ["oneOf": registry.classNames.map { ref($0) } + [ref("componentInstance")]],
      "constraints": [
        "type": "array",
        "description":
          "Anchor equations (title.leading == safeArea.leading + 16, card.height >= 120 @750) "
          + "or visual format strings (H:|-16-[title]-16-|), with options as "
          + "{format: …, options: [alignAllCenterY]}.",
        "items": [
          "oneOf": [
            ["type": "string"],
            [
              "type": "object", "required": ["format"], "additionalProperties": false,
              "properties": [
                "format": ["type": "string"],
                "options": [
                  "oneOf": [
                    ["enum": FormatOptionNames.table.map(\.key)],
                    ["type": "array", "items": ["enum": FormatOptionNames.table.map(\.key)]],
                  ]
                ],
              ],
            ],
          ]
        ],
      ],
      "componentInstance": [
        "type": "object", "required": ["component"], "additionalProperties": false,
        "properties": [
          "component": ["type": "string"], "id": ["type": "string"],
          "arguments": ["type": "object", "additionalProperties": scalar],
          "constraints": ref("constraints"), "metrics": ref("metrics"),
        ],
      ],
      "metrics": [
        "type": "object",
        "description": "Numbers the view's visual format strings name (H:|-pad-[title]-pad-|).",
        "additionalProperties": ["type": ["number", "string"]],
      ],
    ]
    let classes = sharingProperties(
      Dictionary(uniqueKeysWithValues: registry.classNames.map { ($0, classSchema($0, registry)) }))
    for (name, schema) in classes.classes { definitions[name] = schema }
    for (name, schema) in classes.shared { definitions[name] = schema }
    return [
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "Offscreen mockup",
      "description": "A screen of UIKit views to render with `offscreen render`.",
      "type": "object", "required": ["view"], "additionalProperties": false,
      "properties": [
        "canvas": canvasSchema,
        "variables": ["type": "object", "additionalProperties": scalar],
        "assets": [
          "description": "Asset catalogs (.xcassets folders) whose images and colours the "
            + "mockup names, relative to the mockup file.",
          "oneOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]],
        ],
        "components": [
          "type": "object",
          "additionalProperties": [
            "type": "object", "required": ["view"], "additionalProperties": false,
            "properties": [
              "parameters": [
                "type": "object",
                "additionalProperties": ["type": ["string", "number", "boolean", "null"]],
              ],
              "view": ref("view"),
            ],
          ],
        ],
        "view": ref("view"),
      ],
      "$defs": definitions,
    ]
  }

  /// The schema as pretty, key-sorted JSON text.
  public static func json(for registry: ViewRegistry) -> String {
    let data = try! JSONSerialization.data(
      withJSONObject: schema(for: registry), options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  private static let scalar: [String: Any] = ["type": ["string", "number", "boolean"]]

  private static func ref(_ name: String) -> [String: Any] { ["$ref": "#/$defs/\(name)"] }

  /// A value may also be a string that uses variables (`"${color}"`).
  private static func allowingVariables(_ schema: [String: Any]) -> [String: Any] {
    [
      "anyOf": [
        schema,
        SharedDefinitions.reference("variableText") { ["type": "string", "pattern": "\\$\\{"] },
      ]
    ]
  }

  /// The classes with each property that several of them declare alike (UIView's, mostly)
  /// given once, as `property.NAME` in `$defs`, and referred to from each class.
  private static func sharingProperties(_ classes: [String: [String: Any]]) -> (
    classes: [String: [String: Any]], shared: [String: Any]
  ) {
    func text(_ schema: Any) -> String {
      let data = try? JSONSerialization.data(withJSONObject: schema, options: .sortedKeys)
      return String(decoding: data ?? Data(), as: UTF8.self)
    }
    var forms: [String: Set<String>] = [:]
    var counts: [String: Int] = [:]
    for schema in classes.values {
      for (property, value) in schema["properties"] as? [String: Any] ?? [:] {
        forms[property, default: []].insert(text(value))
        counts[property, default: 0] += 1
      }
    }
    let sharedNames = Set(forms.keys.filter { forms[$0]?.count == 1 && counts[$0, default: 0] > 1 })
    var shared: [String: Any] = [:]
    var result: [String: [String: Any]] = [:]
    for (name, schema) in classes {
      var properties = schema["properties"] as? [String: Any] ?? [:]
      for (property, value) in properties where sharedNames.contains(property) {
        shared["property.\(property)"] = value
        properties[property] = ref("property.\(property)")
      }
      var updated = schema
      updated["properties"] = properties
      result[name] = updated
    }
    return (result, shared)
  }

  private static func classSchema(_ name: String, _ registry: ViewRegistry) -> [String: Any] {
    var properties: [String: Any] = [
      "class": ["const": name],
      "id": ["type": "string", "description": "The name constraints use for this view."],
      "subviews": ["type": "array", "items": ref("view")],
      "constraints": ref("constraints"),
      "metrics": ref("metrics"),
    ]
    if registry.isClass(name, kindOf: "UIStackView") {
      properties["arrangedSubviews"] = ["type": "array", "items": ref("view")]
    }
    for propertyName in registry.propertyNames(of: name) {
      guard let property = registry.property(propertyName, of: name) else { continue }
      properties[propertyName] = allowingVariables(property.schema())
    }
    return [
      "type": "object", "additionalProperties": false, "properties": properties,
      // A view without a class is a UIView.
      "required": name == "UIView" ? [] : ["class"],
    ]
  }

  private static var canvasSchema: [String: Any] {
    let properties: [String: [String: Any]] = [
      "device": ["enum": MockupCanvas.deviceNames],
      "size": ValueKind<CGSize>.size.schema(),
      "scale": ["type": "number", "minimum": 0.5, "maximum": 8],
      "safeArea": ValueKind<UIEdgeInsets>.insets.schema(),
      "appearance": ["enum": ["light", "dark"]],
      "contentSizeCategory": ["enum": TextStyles.categories.map(\.key)],
      "layoutDirection": ["enum": ["leftToRight", "rightToLeft"]],
      "backgroundColor": ValueKind<UIColor>.color.schema(),
      "navigation": ValueKind<MockupNavigation>.navigation.schema(),
      "alert": ValueKind<MockupAlert>.alert.schema(),
    ]
    return [
      "type": "object", "additionalProperties": false,
      // Canvas values may use variables too (`appearance: ${appearance}`).
      "properties": properties.mapValues(allowingVariables),
    ]
  }
}
