import Foundation

/// Where UIKit's console messages go: standard error, where a test run or the command-line
/// tool shows them, and to a hook tests can read.
@MainActor
enum LayoutLog {
  /// Receives every message instead of standard error while set (tests read messages here).
  static var capture: ((String) -> Void)?

  static func report(_ message: String) {
    if let capture {
      capture(message)
    } else {
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
  }
}
