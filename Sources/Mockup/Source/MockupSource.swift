import Foundation
import Yams

/// Reads a mockup file's text (YAML, or JSON, which YAML reads too) into its root node.
public enum MockupSource {
  /// The root node of `text`; a syntax error says where and what was expected.
  static func parse(_ text: String, file: String?, variables: Variables) throws -> MockupNode {
    // libyaml counts a byte order mark as a column, though an editor does not show it.
    let text =
      text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    if let line = NestingBound.lineBeyondLimit(in: text) {
      throw MockupError(
        .syntax,
        "the file nests too deeply to read (a mockup nests at most \(DocumentCheck.maximumDepth) "
          + "levels)", at: MockupLocation(file: file, line: line, column: nil, path: ""))
    }
    let root: Yams.Node?
    do {
      // Nodes are only composed, and scalars read from their text: no resolved tag, no
      // constructed value. The basic resolver and an empty constructor spare building the
      // defaults (compiling the resolver's regular expressions, the constructor's type maps),
      // and UTF-8 spares the default encoding's look at the environment.
      root = try Yams.compose(yaml: text, .basic, Constructor([:], [:], [:]), .utf8)
    } catch let error as YamlError {
      throw syntaxError(error, file: file, text: text)
    }
    guard let root else {
      throw MockupError(
        .syntax, "the file is empty; expected a mockup with a 'view'",
        at: MockupLocation(file: file, line: 1, column: 1, path: ""))
    }
    try DocumentCheck.check(root, text: text, file: file)
    return MockupNode(root, path: "", file: file, variables: variables)
  }

  /// The contents of `path` as UTF-8 text.
  static func read(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw MockupError(.io, "cannot read \(path)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw MockupError(.syntax, "\(path) is not UTF-8 text")
    }
    return text
  }

  private static func syntaxError(_ error: YamlError, file: String?, text: String) -> MockupError {
    func located(_ problem: String, _ context: YamlError.Context?, _ mark: Mark) -> MockupError {
      // libyaml reports a tab in the indentation as a character that starts no token.
      if isTab(atLine: mark.line, column: mark.column, in: text) {
        return MockupError(
          .syntax, "a tab where YAML allows only spaces: indent with spaces",
          at: MockupLocation(file: file, line: mark.line, column: mark.column, path: ""))
      }
      var message = problem
      if let context { message += " (\(context.text) at line \(context.mark.line))" }
      return MockupError(
        .syntax, message,
        at: MockupLocation(file: file, line: mark.line, column: mark.column, path: ""))
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      return located(problem, context, mark)
    case .reader(let problem, _, _, _):
      return MockupError(
        .syntax, problem, at: MockupLocation(file: file, line: nil, column: nil, path: ""))
    default:
      return MockupError(
        .syntax, "\(error)", at: MockupLocation(file: file, line: nil, column: nil, path: ""))
    }
  }

  /// Whether the character at 1-based `line` and `column` (in characters) of `text` is a tab.
  private static func isTab(atLine line: Int, column: Int, in text: String) -> Bool {
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return false }
    let characters = Array(lines[line - 1])
    return column >= 1 && column <= characters.count && characters[column - 1] == "\t"
  }
}
