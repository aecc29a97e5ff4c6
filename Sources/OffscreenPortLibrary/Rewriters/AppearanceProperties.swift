import SwiftSyntax

/// `dynamic` properties of view classes. On iOS a view subclass's `@objc dynamic` property is an
/// appearance property: `MyField.appearance().titleColor = …` records the setting (the proxy
/// forwards the message through the Objective-C runtime) and each field entering a window takes
/// it, unless the field set its own. Swift on Linux has no such forwarding, so the setter tells
/// Offscreen's UIKit itself: the port adds `appearancePropertyDidSet(\Type.name, to: value)` at
/// the start of the property's `didSet` (or `set`, or `willSet`), adding a `didSet` to a stored
/// property that has no observer.
extension FilePorter {
  func portAppearanceProperty(_ node: VariableDeclSyntax) {
    guard node.modifiers.contains(where: { $0.name.text == "dynamic" }),
      !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
      let typeName = typeStack.last
    else { return }
    switch index.viewAncestry(of: typeName) {
    case .notView: return
    case .unknown(let base):
      report(
        .warning, node,
        "dynamic property of \(typeName), whose superclass \(base) the port cannot see: if it is"
          + " a view, its appearance proxy does not record the property")
      return
    case .view: break
    }
    guard node.bindingSpecifier.text == "var", node.bindings.count == 1,
      let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else {
      report(
        .warning, node,
        "dynamic property of view class \(typeName) the port cannot route to the appearance proxy"
          + " (declare one `var` per line)")
      return
    }
    if node.modifiers.contains(where: { $0.name.text == "lazy" }) {
      report(
        .warning, node,
        "lazy dynamic property \(name) of \(typeName) cannot tell the appearance proxy it was set")
      return
    }
    let keyPath = "\\\(typeStack.joined(separator: ".")).\(name)"
    func call(_ value: String) -> String { "appearancePropertyDidSet(\(keyPath), to: \(value))" }
    guard let block = binding.accessorBlock else {
      // A stored property without observers: give it one.
      edits.insert(
        " {\n\(indentation(of: node))  didSet { \(call(name)) }\n\(indentation(of: node))}",
        at: binding.endPositionBeforeTrailingTrivia.utf8Offset)
      log.record("dynamic view property records appearance settings")
      return
    }
    guard case .accessors(let accessors) = block.accessors else { return }  // get-only
    let order = ["set", "didSet", "willSet"]
    guard
      let accessor = accessors.sorted(by: {
        (order.firstIndex(of: $0.accessorSpecifier.text) ?? 9)
          < (order.firstIndex(of: $1.accessorSpecifier.text) ?? 9)
      }).first(where: { order.contains($0.accessorSpecifier.text) }),
      let body = accessor.body
    else { return }  // get-only
    guard !body.statements.description.contains("appearancePropertyDidSet(") else { return }
    let value =
      accessor.accessorSpecifier.text == "didSet"
      ? name : (accessor.parameters?.name.text ?? "newValue")
    edits.insert(
      " \(call(value));", at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
    log.record("dynamic view property records appearance settings")
  }

  /// The leading whitespace of the line `node` starts on.
  private func indentation(of node: some SyntaxProtocol) -> String {
    let column = node.startLocation(converter: converter).column
    return String(repeating: " ", count: max(0, column - 1))
  }
}

/// Whether a class of the target derives from `UIView`, as far as the port can tell.
enum ViewAncestry: Equatable {
  case view
  case notView
  /// The chain ends in a class of another module the port does not know.
  case unknown(String)
}

extension TargetIndex {
  func viewAncestry(of name: String) -> ViewAncestry {
    var current = name
    for _ in 0..<64 {
      if current == "UIView" { return .view }
      guard let parent = superclasses[current] ?? Self.uikitSuperclasses[current] else {
        let known =
          classes.contains(current) || current == "NSObject" || current.hasPrefix("NS")
          || current == name
        return known ? .notView : .unknown(current)
      }
      current = parent
    }
    return .notView
  }
}
