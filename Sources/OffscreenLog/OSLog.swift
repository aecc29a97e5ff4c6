import Foundation

/// A log: a subsystem (usually the app's reverse-DNS name) and a category within it.
public final class OSLog: NSObject, @unchecked Sendable {
  /// The subsystem, empty for the default log.
  let subsystem: String
  /// The category, empty for the default log.
  let category: String
  /// False for ``disabled``, which drops every message.
  private let enabled: Bool

  /// A log for a subsystem and a category.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    enabled = true
  }

  /// A log for a subsystem and one of the standard categories.
  public convenience init(subsystem: String, category: OSLog.Category) {
    self.init(subsystem: subsystem, category: category.rawValue)
  }

  private init(disabled: Void) {
    subsystem = ""
    category = ""
    enabled = false
  }

  /// The log used when none is given.
  public static let `default` = OSLog(subsystem: "", category: "")

  /// A log that drops every message.
  public static let disabled = OSLog(disabled: ())

  /// Whether a message of `type` would be written.
  public func isEnabled(type: OSLogType) -> Bool {
    enabled && LogSink.shows(type)
  }

  /// Writes `message` at `type` if the log and the level are enabled.
  /// Every message but a debug one is also kept for ``OSLogStore``, whatever is shown.
  func write(_ type: OSLogType, _ message: @autoclosure () -> String) {
    guard enabled else { return }
    let shown = LogSink.shows(type)
    guard shown || type != .debug else { return }
    let text = message()
    EntryRecord.shared.add(text, type: type, subsystem: subsystem, category: category)
    if shown { LogSink.write(subsystem: subsystem, category: category, type: type, message: text) }
  }

  /// The standard categories.
  public struct Category: RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Signposts shown in Instruments' Points of Interest.
    public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
    /// Messages that live only as long as the activity that logs them.
    public static let dynamicTracing = Category(rawValue: "DynamicTracing")
    /// Messages whose stack traces are kept.
    public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
  }
}
