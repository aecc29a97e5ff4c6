import UIKit

/// Turns view nodes into views: makes each class, sets its properties, adds subviews and
/// arranged subviews, expands components, and activates constraints once every view of their
/// scope exists.
@MainActor
final class MockupBuilder {
  /// Keys of a view node that are not properties.
  static let structuralKeys = [
    "class", "id", "subviews", "arrangedSubviews", "constraints", "metrics",
  ]

  /// The ids one file or one component instance can name, and its constraints to make once
  /// its views exist.
  final class Scope {
    var views: [String: UIView] = [:]
    var pending: [(node: MockupNode, owner: UIView, metrics: [String: CGFloat])] = []
    /// What ids in this scope are reported as (`wifi.title` inside instance `wifi`).
    let prefix: String

    init(prefix: String) { self.prefix = prefix }
  }

  let registry: ViewRegistry
  let components: [String: MockupComponent]
  let context: ValueContext
  private var scopes: [Scope] = []
  private var entries: [MockupViews.Entry] = []
  private var depth = 0
  /// The components being built, outermost first, to catch one that uses itself.
  private var instantiating: [String] = []
  /// How many unnamed instances of each component there are so far, to name their views.
  private var unnamedInstances: [String: Int] = [:]

  init(registry: ViewRegistry, components: [String: MockupComponent], context: ValueContext) {
    self.registry = registry
    self.components = components
    self.context = context
  }

  func build(_ root: MockupNode) throws -> MockupViews {
    let scope = Scope(prefix: "")
    scopes.append(scope)
    let view = try makeView(root, in: scope)
    // The root fills the window by its frame, as a view controller's view does.
    view.translatesAutoresizingMaskIntoConstraints = true
    var constraints: [NSLayoutConstraint] = []
    for scope in scopes {
      for (node, owner, metrics) in scope.pending {
        constraints += try ConstraintMaker(scope: scope, owner: owner, metrics: metrics).make(node)
      }
    }
    NSLayoutConstraint.activate(constraints)
    return MockupViews(root: view, entries: entries, constraints: constraints)
  }

  private func makeView(_ node: MockupNode, in scope: Scope) throws -> UIView {
    guard node.isMapping else {
      throw node.error(.syntax, "expected a view: a mapping with 'class' and its properties")
    }
    // Components nest, and a component could use itself: stop runaway recursion.
    depth += 1
    defer { depth -= 1 }
    guard depth < 64 else { throw node.error(.badValue, "views nest more than 64 deep") }
    if node["component"] != nil { return try instantiate(node, in: scope) }

    let className = try node["class"]?.text() ?? "UIView"
    guard let viewClass = registry.viewClass(named: className) else {
      throw (node["class"] ?? node).error(
        .unknownName, "unknown view class '\(className)'",
        suggestions: NearestNames.to(className, in: registry.classNames + components.keys))
    }
    let view = try viewClass.make(node, context)
    view.translatesAutoresizingMaskIntoConstraints = false
    let id = try register(node, view, in: scope)
    entries.append(.init(path: node.path, id: id, className: className, view: view))

    var properties: [(property: ViewProperty, value: MockupNode)] = []
    for (key, value) in try node.entries() where !Self.structuralKeys.contains(key) {
      guard let property = registry.property(key, of: className) else {
        throw value.error(
          .unknownName, "\(className) has no property '\(key)'",
          suggestions: NearestNames.to(
            key, in: registry.propertyNames(of: className) + Self.structuralKeys))
      }
      properties.append((property, value))
    }
    for (property, value) in properties where !property.appliesLast {
      try property.apply(view, value, context)
    }
    for (property, value) in properties where property.appliesLast {
      try property.apply(view, value, context)
    }
    for child in try node["subviews"]?.items() ?? [] {
      view.addSubview(try makeView(child, in: scope))
    }
    if let arranged = node["arrangedSubviews"] {
      guard let stack = view as? UIStackView else {
        throw arranged.error(.badValue, "only a UIStackView has arrangedSubviews")
      }
      for child in try arranged.items() { stack.addArrangedSubview(try makeView(child, in: scope)) }
    }
    try queueConstraints(node, owner: view, in: scope)
    return view
  }

  /// Records the node's id in its scope; returns the id as reported.
  private func register(_ node: MockupNode, _ view: UIView, in scope: Scope) throws -> String? {
    guard let idNode = node["id"] else { return nil }
    let id = try idNode.text()
    guard !id.isEmpty, !id.utf8.contains(UInt8(ascii: ".")),
      !ConstraintMaker.reservedNames.contains(id)
    else {
      throw idNode.error(
        .badValue,
        "'\(id)' cannot be an id (no dots; not \(ConstraintMaker.reservedNames.joined(separator: ", ")))"
      )
    }
    guard scope.views[id] == nil else {
      throw idNode.error(.badValue, "the id '\(id)' is used twice")
    }
    scope.views[id] = view
    let qualified = scope.prefix + id
    view.accessibilityIdentifier = qualified
    return qualified
  }

  private func queueConstraints(_ node: MockupNode, owner: UIView, in scope: Scope) throws {
    let metrics = try ConstraintMaker.metrics(node["metrics"])
    for item in try node["constraints"]?.items() ?? [] {
      scope.pending.append((item, owner, metrics))
    }
  }

  /// Builds a component's body in a scope of its own, with the instance's arguments.
  private func instantiate(_ node: MockupNode, in scope: Scope) throws -> UIView {
    let nameNode = node["component"]!
    let name = try nameNode.text()
    guard let component = components[name] else {
      throw nameNode.error(
        .unknownName, "unknown component '\(name)'",
        suggestions: NearestNames.to(name, in: Array(components.keys) + registry.classNames))
    }
    if let first = instantiating.firstIndex(of: name) {
      let cycle = (instantiating[first...] + [name]).joined(separator: " → ")
      throw nameNode.error(.badValue, "component '\(name)' uses itself (\(cycle))")
    }
    instantiating.append(name)
    defer { instantiating.removeLast() }
    for (key, value) in try node.entries() where !MockupComponent.instanceKeys.contains(key) {
      throw value.error(
        .unknownName, "a component instance has no key '\(key)' (arguments go in 'arguments')",
        suggestions: NearestNames.to(key, in: MockupComponent.instanceKeys))
    }
    let variables = try component.variables(for: node)
    let instanceID = try node["id"]?.text()
    // An instance without an id reports its views as `Row#2.title`.
    let label =
      instanceID
      ?? {
        unnamedInstances[name, default: 0] += 1
        return "\(name)#\(unnamedInstances[name]!)"
      }()
    let inner = Scope(prefix: scope.prefix + label + ".")
    scopes.append(inner)
    let body = component.body.with(
      variables: variables, path: "\(node.path)<\(name)>")
    let view = try makeView(body, in: inner)
    if let instanceID {
      guard scope.views[instanceID] == nil else {
        throw node["id"]!.error(.badValue, "the id '\(instanceID)' is used twice")
      }
      scope.views[instanceID] = view
      view.accessibilityIdentifier = scope.prefix + instanceID
      if let index = entries.lastIndex(where: { $0.view === view }) {
        entries[index].id = scope.prefix + instanceID
      }
    }
    try queueConstraints(node, owner: view, in: scope)
    return view
  }
}
