import Foundation

/// Where messages go on Linux: standard error, filtered by `OFFSCREEN_OSLOG`.
enum LogSink {
  /// The least severe level written: `default` unless the environment says otherwise; nil
  /// when logging is off.
  private static let threshold: Int? = {
    switch ProcessInfo.processInfo.environment["OFFSCREEN_OSLOG"]?.lowercased() {
    case "off", "none", "0": nil
    case "debug", "all": OSLogType.debug.severity
    case "info": OSLogType.info.severity
    default: OSLogType.default.severity
    }
  }()

  static func shows(_ type: OSLogType) -> Bool {
    guard let threshold else { return false }
    return type.severity >= threshold
  }

  private static let lock = NSLock()

  static func write(subsystem: String, category: String, type: OSLogType, message: String) {
    let place = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
    let line = "\(place)\(type.name): \(message)\n"
    lock.lock()
    defer { lock.unlock() }
    FileHandle.standardError.write(Data(line.utf8))
  }
}
