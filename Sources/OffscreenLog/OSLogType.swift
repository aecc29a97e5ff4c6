/// The level of a log message, from least to most severe.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Messages kept only in memory on Apple platforms: not shown here unless asked for.
  public static let debug = OSLogType(rawValue: 2)
  /// Helpful but not essential messages: not shown here unless asked for.
  public static let info = OSLogType(rawValue: 1)
  /// The level of `os_log` and `Logger.log` when none is given.
  public static let `default` = OSLogType(rawValue: 0)
  /// An error in the process.
  public static let error = OSLogType(rawValue: 16)
  /// A bug in the process or in another one.
  public static let fault = OSLogType(rawValue: 17)

  /// The order in which levels are filtered: debug < info < default < error < fault.
  var severity: Int {
    switch self {
    case .debug: 0
    case .info: 1
    case .error: 3
    case .fault: 4
    default: 2
    }
  }

  /// The word written before the message.
  var name: String {
    switch self {
    case .debug: "debug"
    case .info: "info"
    case .error: "error"
    case .fault: "fault"
    default: "default"
    }
  }
}
