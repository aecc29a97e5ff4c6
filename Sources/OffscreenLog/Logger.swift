/// Writes messages to a log: Apple's structured logging API (iOS 14).
public struct Logger: @unchecked Sendable {
  /// The log messages go to.
  private let log: OSLog

  /// A logger for the default log.
  public init() { log = .default }

  /// A logger for a subsystem and a category.
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  /// A logger for an existing log.
  public init(_ log: OSLog) { self.log = log }

  /// Writes a message at the default level.
  public func log(_ message: OSLogMessage) { log(level: .default, message) }

  /// Writes a message at a level.
  public func log(level: OSLogType, _ message: OSLogMessage) {
    log.write(level, message.render())
  }

  /// Writes a message at the debug level.
  public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Writes a message at the debug level.
  public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Writes a message at the info level.
  public func info(_ message: OSLogMessage) { log(level: .info, message) }
  /// Writes a message at the default level.
  public func notice(_ message: OSLogMessage) { log(level: .default, message) }
  /// Writes a message at the error level.
  public func warning(_ message: OSLogMessage) { log(level: .error, message) }
  /// Writes a message at the error level.
  public func error(_ message: OSLogMessage) { log(level: .error, message) }
  /// Writes a message at the fault level.
  public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
  /// Writes a message at the fault level.
  public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
