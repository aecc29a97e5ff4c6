/// Value schemas given once in the mockup schema's `$defs` and referred to wherever they
/// appear: a colour is allowed in over a hundred places, and copying its list of names into
/// each made `offscreen schema` a megabyte and a half.
@MainActor
enum SharedDefinitions {
  /// The definitions met while a schema is being made; nil outside ``collect(_:)``.
  private static var collected: [String: [String: Any]]?

  /// Makes a schema with `make` and returns it with the shared definitions it refers to.
  static func collect(_ make: () -> [String: Any]) -> (
    schema: [String: Any], definitions: [String: [String: Any]]
  ) {
    collected = [:]
    defer { collected = nil }
    let schema = make()
    return (schema, collected ?? [:])
  }

  /// A reference to the definition `name`, made by `schema` the first time it is met.
  static func reference(_ name: String, _ schema: () -> [String: Any]) -> [String: Any] {
    // Made before it is stored: making it may refer to other shared definitions.
    if collected != nil, collected?[name] == nil {
      let made = schema()
      collected?[name] = made
    }
    return ["$ref": "#/$defs/\(name)"]
  }
}

extension ValueKind {
  /// The same kind, its schema given once under `name` in the schema's `$defs`.
  func definedOnce(as name: String) -> ValueKind {
    let full = schema
    return ValueKind(schema: { SharedDefinitions.reference(name, full) }, read: read)
  }
}
