/// Why a visual format string cannot become constraints, and where.
///
/// Its description has UIKit's layout — the problem, the format, and a caret under the
/// offending character — so a message seen here reads like the exception iOS raises:
///
///     Unable to parse constraint format:
///     Expected a view
///     H:|-[button]-[
///                   ^
struct VisualFormatError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, in UIKit's words where UIKit has words for it.
  var problem: String
  var format: String
  /// The offending character's position, in characters from the start of `format`.
  var column: Int

  var description: String {
    "Unable to parse constraint format:\n\(problem)\n\(format)\n"
      + String(repeating: " ", count: column) + "^"
  }
}
