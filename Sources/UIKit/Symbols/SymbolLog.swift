import Foundation

/// Where symbol warnings go: standard error, each message once per process (a name looked up
/// in a loop warns once), and a record tests can read.
enum SymbolLog {
  private static let lock = NSLock()
  private nonisolated(unsafe) static var said: [String] = []

  /// Writes `message` to standard error unless it was written before.
  static func warnOnce(_ message: String) {
    let isNew = lock.withLock {
      guard !said.contains(message) else { return false }
      said.append(message)
      return true
    }
    if isNew { FileHandle.standardError.write(Data((message + "\n").utf8)) }
  }

  /// The messages written so far, in order.
  static var messages: [String] { lock.withLock { said } }
}
