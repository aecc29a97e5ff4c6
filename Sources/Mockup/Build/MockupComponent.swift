/// A named subtree with parameters, defined once under `components` and used many times:
///
///     components:
///       Row:
///         parameters: {title: "", color: systemBlue}
///         view: {class: UIView, subviews: [{class: UILabel, text: "${title}"}]}
///
/// An instance is `{component: Row, id: wifi, arguments: {title: Wi-Fi}}`; ids inside the
/// component are its own, so one component can be used many times in a scope.
struct MockupComponent {
  static let keys = ["parameters", "view"]
  static let instanceKeys = ["component", "id", "arguments", "constraints", "metrics"]

  let name: String
  /// Each parameter and its default (nil when an instance must give it).
  let parameters: [String: String?]
  let body: MockupNode

  init(name: String, node: MockupNode) throws {
    self.name = name
    for (key, value) in try node.entries() where !Self.keys.contains(key) {
      throw value.error(
        .unknownName, "unknown key '\(key)' in component '\(name)'",
        suggestions: NearestNames.to(key, in: Self.keys))
    }
    var parameters: [String: String?] = [:]
    for (key, value) in try node["parameters"]?.entries() ?? [] {
      // A parameter listed with no value (`title:`) has no default.
      parameters[key] = value.isNull ? String?.none : try value.text()
    }
    guard let body = node["view"] else {
      throw node.error(.syntax, "component '\(name)' needs a 'view'")
    }
    self.parameters = parameters
    self.body = body
  }

  /// The variables of an instance's body: its arguments (read in the caller's scope) over the
  /// defaults.
  func variables(for instance: MockupNode) throws -> Variables {
    var values: [String: String] = [:]
    for (key, value) in try instance["arguments"]?.entries() ?? [] {
      guard parameters.keys.contains(key) else {
        throw value.error(
          .unknownName, "component '\(name)' has no parameter '\(key)'",
          suggestions: NearestNames.to(key, in: parameters.keys))
      }
      values[key] = try value.text()
    }
    for (key, fallback) in parameters where values[key] == nil {
      guard let fallback else {
        throw instance.error(.badValue, "component '\(name)' needs an argument '\(key)'")
      }
      values[key] = fallback
    }
    return Variables(values)
  }
}
