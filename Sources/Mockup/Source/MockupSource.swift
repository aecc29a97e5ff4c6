import Foundation
import Yams

/// Reads a mockup file's text (YAML, or JSON, which YAML reads too) into its root node.
public enum MockupSource {
  /// The root node of `text`; a syntax error says where and what was expected.
  static func parse(_ text: String, file: String?, variables: Variables) throws -> MockupNode {
    let root: Yams.Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw syntaxError(error, file: file)
    }
    guard let root else {
      throw MockupError(
        .syntax, "the file is empty; expected a mockup with a 'view'",
        at: MockupLocation(file: file, line: 1, column: 1, path: ""))
    }
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

  private static func syntaxError(_ error: YamlError, file: String?) -> MockupError {
    func located(_ problem: String, _ context: YamlError.Context?, _ mark: Mark) -> MockupError {
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
}
