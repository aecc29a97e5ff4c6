import Foundation
import Yams

/// A node of a mockup file with where it came from (file, line, column, path in the tree) and
/// the variables in scope, so every value read from it can be substituted and every error
/// located.
public struct MockupNode {
  let node: Yams.Node
  /// The path in the tree, such as `view.subviews[2].font`.
  public let path: String
  let file: String?
  let variables: Variables

  init(_ node: Yams.Node, path: String, file: String?, variables: Variables) {
    self.node = node
    self.path = path
    self.file = file
    self.variables = variables
  }

  /// Where this node is, for messages.
  public var location: MockupLocation {
    MockupLocation(file: file, line: node.mark?.line, column: node.mark?.column, path: path)
  }

  /// Where the character `offset` characters into this one-line scalar's text is: a quoted
  /// scalar's text starts one column after its quote.
  func location(atCharacter offset: Int) -> MockupLocation {
    var location = self.location
    let quoted = node.scalar.map { $0.style == .singleQuoted || $0.style == .doubleQuoted }
    if let column = location.column { location.column = column + offset + (quoted == true ? 1 : 0) }
    return location
  }

  func error(_ kind: MockupError.Kind, _ message: String, suggestions: [String] = [])
    -> MockupError
  {
    MockupError(kind, message, at: location, suggestions: suggestions)
  }

  /// The same node read with other variables (a component's body with its arguments).
  func with(variables: Variables, path: String? = nil) -> MockupNode {
    MockupNode(node, path: path ?? self.path, file: file, variables: variables)
  }

  // MARK: Structure

  var isMapping: Bool { node.mapping != nil }
  var isSequence: Bool { node.sequence != nil }
  var isScalar: Bool { node.scalar != nil }
  /// A plain empty, `~` or `null` scalar: YAML's null (a quoted "" is an empty string).
  var isNull: Bool {
    guard let scalar = node.scalar, scalar.style == .plain || scalar.style == .any else {
      return false
    }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// The entries of a mapping, in file order; keys must be strings.
  func entries() throws -> [(key: String, value: MockupNode)] {
    guard let mapping = node.mapping else { throw error(.syntax, "expected a mapping") }
    return try mapping.map { key, value in
      guard let name = key.scalar?.string else {
        throw MockupNode(key, path: path, file: file, variables: variables)
          .error(.syntax, "expected a name as key")
      }
      return (name, MockupNode(value, path: join(name), file: file, variables: variables))
    }
  }

  /// The value for `key` in a mapping, if present.
  subscript(key: String) -> MockupNode? {
    // Keys are matched by their text: Yams' own subscript also compares resolved tags, which
    // runs the resolver's regular expressions on every key it passes. The document check has
    // refused a key written twice, so the first match is the only one.
    guard let value = node.mapping?.first(where: { $0.key.scalar?.string == key })?.value else {
      return nil
    }
    return MockupNode(value, path: join(key), file: file, variables: variables)
  }

  /// The items of a sequence.
  func items() throws -> [MockupNode] {
    guard let sequence = node.sequence else { throw error(.syntax, "expected a list") }
    return sequence.enumerated().map { index, item in
      MockupNode(item, path: "\(path)[\(index)]", file: file, variables: variables)
    }
  }

  private func join(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  // MARK: Scalars

  /// The scalar's text with `${name}` variables substituted.
  func text() throws -> String {
    guard let scalar = node.scalar else { throw error(.badValue, "expected a single value") }
    return try variables.substitute(in: scalar.string, at: self)
  }

  /// The scalar as a number.
  func number() throws -> Double {
    let text = try text()
    guard let value = Double(text.trimmingSpaces()), value.isFinite else {
      throw error(.badValue, "expected a number, found '\(text)'")
    }
    return value
  }

  /// The scalar as a whole number.
  func integer() throws -> Int {
    let value = try number()
    guard value == value.rounded(), abs(value) < 1e9 else {
      throw error(.badValue, "expected a whole number, found \(value)")
    }
    return Int(value)
  }

  /// The scalar as a boolean: true/false (also yes/no, on/off as YAML 1.1 reads them).
  func boolean() throws -> Bool {
    switch try text().lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    case let other: throw error(.badValue, "expected true or false, found '\(other)'")
    }
  }
}
