import UIKit

/// A property a mockup can set on a view: its name as UIKit spells it (dotted for a layer's,
/// such as `layer.cornerRadius`), its JSON Schema, and how to set it.
@MainActor
public struct ViewProperty {
  public let name: String
  let schema: () -> [String: Any]
  let apply: (UIView, MockupNode, ValueContext) throws -> Void
  /// Whether the builder sets this property after the view's others, whatever the file's
  /// order: its value is checked against them, as a slider's value against its range.
  private(set) var appliesLast = false

  init(
    name: String, schema: @escaping () -> [String: Any],
    apply: @escaping (UIView, MockupNode, ValueContext) throws -> Void
  ) {
    self.name = name
    self.schema = schema
    self.apply = apply
  }

  /// The same property, set after the view's others.
  func appliedLast() -> ViewProperty {
    var property = self
    property.appliesLast = true
    return property
  }

  /// A property of views of class `View` whose value is read as `kind` and set by `set`,
  /// which may refuse a value the view cannot take with the node's error.
  static func checked<View: UIView, Value>(
    _ type: View.Type, _ name: String, _ kind: ValueKind<Value>,
    _ set: @escaping (View, Value, MockupNode, ValueContext) throws -> Void
  ) -> ViewProperty {
    ViewProperty(name: name, schema: kind.schema) { view, node, context in
      // The registry only offers a class's properties to views of that class or a subclass.
      guard let view = view as? View else { return }
      try set(view, try kind.read(node, context), node, context)
    }
  }

  /// A property of views of class `View` whose value is read as `kind` and set by `set`,
  /// which also gets the canvas's context.
  static func withContext<View: UIView, Value>(
    _ type: View.Type, _ name: String, _ kind: ValueKind<Value>,
    _ set: @escaping (View, Value, ValueContext) -> Void
  ) -> ViewProperty {
    checked(type, name, kind) { view, value, _, context in set(view, value, context) }
  }

  /// A property of views of class `View` whose value is read as `kind` and set by `set`.
  static func on<View: UIView, Value>(
    _ type: View.Type, _ name: String, _ kind: ValueKind<Value>,
    _ set: @escaping (View, Value) -> Void
  ) -> ViewProperty {
    withContext(type, name, kind) { view, value, _ in set(view, value) }
  }

  /// A property set through a writable key path.
  static func on<View: UIView, Value>(
    _ type: View.Type, _ name: String, _ kind: ValueKind<Value>,
    _ keyPath: ReferenceWritableKeyPath<View, Value>
  ) -> ViewProperty {
    on(type, name, kind) { view, value in view[keyPath: keyPath] = value }
  }

  /// A key the class's `make` reads as an initializer argument (a table's `style`): listed so
  /// the schema and the unknown-key check know it; setting it again after init does nothing.
  static func initArgument<Value>(_ name: String, _ kind: ValueKind<Value>) -> ViewProperty {
    ViewProperty(name: name, schema: kind.schema) { _, _, _ in }
  }
}
