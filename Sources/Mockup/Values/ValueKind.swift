import CoreGraphics
import Foundation
import UIKit

/// What a property's value is in a mockup file: how to read it from a node and its JSON
/// Schema, so the registry gives both the builder and `offscreen schema` from one place.
@MainActor
struct ValueKind<Value> {
  /// The JSON Schema of the value.
  let schema: () -> [String: Any]
  /// Reads the value from a node.
  let read: (MockupNode, ValueContext) throws -> Value

  /// The same text read into another type.
  func map<Other>(_ transform: @escaping (Value) -> Other) -> ValueKind<Other> {
    ValueKind<Other>(schema: schema) { node, context in transform(try read(node, context)) }
  }
}

/// What reading a value may depend on: where relative files are, the asset catalogs named
/// images and colours come from, and the canvas's traits (colours on layers resolve against
/// them, text styles scale with the content size).
@MainActor
struct ValueContext {
  /// The folder relative image paths start from: the mockup file's.
  var baseDirectory: URL
  /// The traits of the canvas.
  var traits: UITraitCollection
  /// The mockup's folder as a bundle: the catalogs in it and those the file's `assets` names.
  var assets: Bundle? { Bundle(path: baseDirectory.path) }
}

extension ValueKind {
  /// A number in points or any other unit.
  static var number: ValueKind<CGFloat> {
    ValueKind<CGFloat>(schema: { ["type": ["number", "string"]] }) { node, _ in
      CGFloat(try node.number())
    }
  }

  /// A whole number.
  static var integer: ValueKind<Int> {
    ValueKind<Int>(schema: { ["type": ["integer", "string"]] }) { node, _ in try node.integer() }
  }

  /// A number from 0 to 1.
  static var fraction: ValueKind<CGFloat> {
    ValueKind<CGFloat>(schema: { ["type": ["number", "string"], "minimum": 0, "maximum": 1] }) {
      node, _ in
      let value = try node.number()
      guard (0...1).contains(value) else {
        throw node.error(.badValue, "expected a number from 0 to 1, found \(value)")
      }
      return CGFloat(value)
    }
  }

  static var boolean: ValueKind<Bool> {
    ValueKind<Bool>(schema: { ["type": ["boolean", "string"]] }) { node, _ in try node.boolean() }
  }

  static var string: ValueKind<String> {
    ValueKind<String>(schema: { ["type": ["string", "number"]] }) { node, _ in try node.text() }
  }

  /// One of a fixed set of names, such as a content mode.
  static func oneOf(_ cases: KeyValuePairs<String, Value>) -> ValueKind<Value> {
    ValueKind(schema: { ["enum": cases.map(\.key)] }) { node, _ in
      let name = try node.text()
      guard let match = cases.first(where: { $0.key == name }) else {
        throw unknownName(name, at: node, among: cases.map(\.key))
      }
      return match.value
    }
  }

  /// The error for a name that is not one of `names`: the nearest ones as suggestions, or, when
  /// none is near and the names are few, all of them, so the file's author sees the choice.
  static func unknownName(_ name: String, at node: MockupNode, among names: [String])
    -> MockupError
  {
    let nearest = NearestNames.to(name, in: names)
    guard nearest.isEmpty, names.count <= 12 else {
      return node.error(.unknownName, "unknown value '\(name)'", suggestions: nearest)
    }
    let choices = names.map { "'\($0)'" }.joined(separator: ", ")
    return node.error(.unknownName, "unknown value '\(name)'; the values are \(choices)")
  }

  /// A size: `[width, height]` or `{width, height}`.
  static var size: ValueKind<CGSize> {
    ValueKind<CGSize>(schema: { pairSchema("width", "height") }) { node, _ in
      let (width, height) = try pair(node, "width", "height")
      return CGSize(width: width, height: height)
    }
  }

  /// A point: `[x, y]` or `{x, y}`.
  static var point: ValueKind<CGPoint> {
    ValueKind<CGPoint>(schema: { pairSchema("x", "y") }) { node, _ in
      let (x, y) = try pair(node, "x", "y")
      return CGPoint(x: x, y: y)
    }
  }

  /// Insets: one number for every edge or `{top, left, bottom, right}` (missing edges 0).
  static var insets: ValueKind<UIEdgeInsets> {
    ValueKind<UIEdgeInsets>(
      schema: {
        [
          "oneOf": [
            ["type": "number"],
            [
              "type": "object", "additionalProperties": false,
              "properties": Dictionary(
                uniqueKeysWithValues: ["top", "left", "bottom", "right"].map {
                  ($0, ["type": "number"])
                }),
            ],
          ]
        ]
      }
    ) { node, _ in
      if node.isScalar {
        let all = CGFloat(try node.number())
        return UIEdgeInsets(top: all, left: all, bottom: all, right: all)
      }
      var edges: [String: CGFloat] = [:]
      for (key, value) in try node.entries() {
        guard ["top", "left", "bottom", "right"].contains(key) else {
          throw value.error(
            .unknownName, "unknown edge '\(key)'",
            suggestions: NearestNames.to(key, in: ["top", "left", "bottom", "right"]))
        }
        edges[key] = CGFloat(try value.number())
      }
      return UIEdgeInsets(
        top: edges["top"] ?? 0, left: edges["left"] ?? 0, bottom: edges["bottom"] ?? 0,
        right: edges["right"] ?? 0)
    }
  }

  private static func pairSchema(_ first: String, _ second: String) -> [String: Any] {
    [
      "oneOf": [
        ["type": "array", "items": ["type": "number"], "minItems": 2, "maxItems": 2],
        [
          "type": "object", "required": [first, second], "additionalProperties": false,
          "properties": [first: ["type": "number"], second: ["type": "number"]],
        ],
      ]
    ]
  }

  private static func pair(_ node: MockupNode, _ first: String, _ second: String) throws -> (
    CGFloat, CGFloat
  ) {
    if node.isSequence {
      let items = try node.items()
      guard items.count == 2 else {
        throw node.error(.badValue, "expected two numbers [\(first), \(second)]")
      }
      return (CGFloat(try items[0].number()), CGFloat(try items[1].number()))
    }
    guard let a = node[first], let b = node[second] else {
      throw node.error(.badValue, "expected [\(first), \(second)] or {\(first), \(second)}")
    }
    return (CGFloat(try a.number()), CGFloat(try b.number()))
  }
}
