import UIKit

/// One key of a mapping value such as a table row (`{text: Inbox, accessory: checkmark}`): its
/// JSON Schema and how it sets its part of the value being read.
@MainActor
struct MappingField<Record> {
  let name: String
  let schema: () -> [String: Any]
  let read: (inout Record, MockupNode, ValueContext) throws -> Void

  /// A key read as `kind` and stored by `set`.
  static func field<Value>(
    _ name: String, _ kind: ValueKind<Value>, _ set: @escaping (inout Record, Value) -> Void
  ) -> MappingField {
    MappingField(name: name, schema: kind.schema) { record, node, context in
      set(&record, try kind.read(node, context))
    }
  }

  /// A key read as `kind` into a property.
  static func field<Value>(
    _ name: String, _ kind: ValueKind<Value>, _ keyPath: WritableKeyPath<Record, Value>
  ) -> MappingField {
    field(name, kind) { record, value in record[keyPath: keyPath] = value }
  }
}

extension ValueKind {
  /// A mapping of some of `fields`, applied in file order to a fresh `initial()`. `what` names
  /// the value in messages ("a table row has no 'txt'").
  static func mapping(
    _ what: String, _ initial: @escaping () -> Value, _ fields: [MappingField<Value>]
  ) -> ValueKind<Value> {
    ValueKind(
      schema: {
        [
          "type": "object", "additionalProperties": false,
          "properties": Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.schema()) }),
        ]
      }
    ) { node, context in
      guard node.isMapping else {
        throw node.error(
          .badValue,
          "expected \(what) as a mapping of \(fields.map(\.name).joined(separator: ", "))")
      }
      var record = initial()
      for (key, value) in try node.entries() {
        guard let field = fields.first(where: { $0.name == key }) else {
          throw value.error(
            .unknownName, "\(what) has no '\(key)'",
            suggestions: NearestNames.to(key, in: fields.map(\.name)))
        }
        try field.read(&record, value, context)
      }
      return record
    }
  }

  /// A list of values of `kind`.
  static func list<Element>(of kind: ValueKind<Element>) -> ValueKind<[Element]>
  where Value == [Element] {
    ValueKind<[Element]>(schema: { ["type": "array", "items": kind.schema()] }) { node, context in
      guard node.isSequence else { throw node.error(.badValue, "expected a list") }
      return try node.items().map { try kind.read($0, context) }
    }
  }
}
