/// A problem with a mockup: what kind, where (file, line, column and the path in the tree)
/// and, for a name that is not known, the nearest known ones.
public struct MockupError: Error, CustomStringConvertible, Equatable {
  /// The kinds of failure; the `offscreen` command gives each its own exit status.
  public enum Kind: Sendable, Equatable {
    /// The file is not valid YAML or JSON, or not shaped as a mockup.
    case syntax
    /// A class, property, component, value or id the format does not know.
    case unknownName
    /// A value of the wrong type or out of range.
    case badValue
    /// An image file that cannot be read or decoded.
    case image
    /// A file that cannot be read or written.
    case io
  }

  /// What went wrong.
  public var kind: Kind
  /// The message, without location.
  public var message: String
  /// The mockup file, when known.
  public var file: String?
  /// 1-based line and column in the file, when known.
  public var line: Int?
  public var column: Int?
  /// The place in the mockup's tree, such as `view.subviews[1].font.weight`.
  public var path: String?
  /// The nearest valid names, for an unknown one.
  public var suggestions: [String]

  public init(
    _ kind: Kind, _ message: String, at location: MockupLocation? = nil,
    suggestions: [String] = []
  ) {
    self.kind = kind
    self.message = message
    self.file = location?.file
    self.line = location?.line
    self.column = location?.column
    self.path = location?.path
    self.suggestions = suggestions
  }

  /// `file:line:column: error: message (at path); did you mean …?`
  public var description: String {
    var text = ""
    if let file {
      text += file
      if let line { text += ":\(line)" + (column.map { ":\($0)" } ?? "") }
      text += ": "
    }
    text += "error: \(message)"
    if let path, !path.isEmpty { text += " (at \(path))" }
    if !suggestions.isEmpty {
      text += "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }
    return text
  }
}

/// Where something is in a mockup file: the file, 1-based line and column, and its path in the
/// tree.
public struct MockupLocation: Sendable, Equatable {
  public var file: String?
  public var line: Int?
  public var column: Int?
  public var path: String

  public init(file: String?, line: Int?, column: Int?, path: String) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
  }
}
