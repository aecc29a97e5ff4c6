import Foundation

/// The log entries of this process, read back: `OSLogStore(scope: .currentProcessIdentifier)`,
/// as tests check that their code logged a message (iOS 15).
///
/// Divergence: Linux has no unified log to read, so the store is what this process's
/// `OSLog`s, `Logger`s and `os_log` calls wrote, kept in memory (the last 10,000 messages,
/// debug messages excepted, as Apple does not persist them), whatever `OFFSCREEN_OSLOG` shows.
public final class OSLogStore: @unchecked Sendable {
  /// Which entries a store reads. On iOS only the current process's can be read.
  public enum Scope: Int, Sendable {
    case currentProcessIdentifier = 1
  }

  private init() {}

  /// The store of this process's entries.
  public convenience init(scope: Scope) throws {
    self.init()
  }

  /// The place in the store of the first entry written at or after `date`.
  public func position(date: Date) -> OSLogPosition { OSLogPosition(date: date) }

  /// The place `seconds` before the newest entry (a negative interval reaches back).
  public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
    OSLogPosition(date: (EntryRecord.shared.newestDate ?? Date()).addingTimeInterval(seconds))
  }

  /// The place `seconds` after the system started: every entry of this process for 0.
  public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
    OSLogPosition(date: EntryRecord.bootDate.addingTimeInterval(seconds))
  }

  /// The entries from `position` on (all of them when nil), oldest first, or newest first with
  /// `.reverse`, that `predicate` accepts (keys: `subsystem`, `category`, `composedMessage`,
  /// `process`, `processIdentifier`, `level`).
  public func getEntries(
    with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
    matching predicate: NSPredicate? = nil
  ) throws -> AnySequence<OSLogEntry> {
    var entries = EntryRecord.shared.entries.filter { $0.date >= (position?.date ?? .distantPast) }
    if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
    if options.contains(.reverse) { entries.reverse() }
    return AnySequence(entries as [OSLogEntry])
  }
}

/// A place in a log store, from which entries are read.
public final class OSLogPosition: @unchecked Sendable {
  let date: Date
  init(date: Date) { self.date = date }
}

/// How a store's entries are read.
public enum OSLogEnumerator {
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Newest entries first.
    public static let reverse = Options(rawValue: 1)
  }
}

/// An entry of a log store: when it was written and its text.
public class OSLogEntry: NSObject, @unchecked Sendable {
  /// When the entry was written.
  public let date: Date
  /// The entry's text, its arguments filled in.
  public let composedMessage: String

  init(date: Date, composedMessage: String) {
    self.date = date
    self.composedMessage = composedMessage
  }
}

/// A message written to a log, with its level, subsystem and category.
public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
  /// How a message's level reads in a store.
  public enum Level: Int, Sendable {
    case undefined, debug, info, notice, error, fault
  }

  public let level: Level
  public let subsystem: String
  public let category: String
  /// The process's name.
  public let process: String
  /// The process's identifier.
  public let processIdentifier: Int32

  init(date: Date, message: String, level: Level, subsystem: String, category: String) {
    self.level = level
    self.subsystem = subsystem
    self.category = category
    process = ProcessInfo.processInfo.processName
    processIdentifier = ProcessInfo.processInfo.processIdentifier
    super.init(date: date, composedMessage: message)
  }

  /// The value a predicate's key names, nil for a key the entry does not have.
  func value(forPredicateKey key: String) -> String? {
    switch key {
    case "subsystem": subsystem
    case "category": category
    case "composedMessage": composedMessage
    case "process": process
    case "processIdentifier": String(processIdentifier)
    case "level": String(level.rawValue)
    default: nil
    }
  }
}

/// The messages this process wrote, for ``OSLogStore``.
final class EntryRecord: @unchecked Sendable {
  static let shared = EntryRecord()
  /// How many messages are kept: the oldest go first.
  static let capacity = 10_000
  /// When the system started, from the monotonic clock's time since boot.
  static let bootDate = Date().addingTimeInterval(-ProcessInfo.processInfo.systemUptime)

  private let lock = NSLock()
  private var kept: [OSLogEntryLog] = []

  var entries: [OSLogEntryLog] { lock.withLock { kept } }
  var newestDate: Date? { lock.withLock { kept.last?.date } }

  func add(_ message: String, type: OSLogType, subsystem: String, category: String) {
    guard let level = OSLogEntryLog.Level(type) else { return }
    let entry = OSLogEntryLog(
      date: Date(), message: message, level: level, subsystem: subsystem, category: category)
    lock.withLock {
      kept.append(entry)
      if kept.count > Self.capacity { kept.removeFirst(kept.count - Self.capacity) }
    }
  }
}

extension OSLogEntryLog.Level {
  /// The level a message of `type` is stored at; nil for debug messages, which are not stored.
  init?(_ type: OSLogType) {
    switch type {
    case .debug: return nil
    case .info: self = .info
    case .error: self = .error
    case .fault: self = .fault
    default: self = .notice
    }
  }
}
