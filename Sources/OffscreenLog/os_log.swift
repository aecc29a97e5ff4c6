import Foundation

/// Writes a printf-style message to a log: `os_log("%{public}@ moved", log: log, type: .debug, name)`.
///
/// The privacy markers of the format (`%{public}@`, `%{private}d`) are dropped before it is
/// formatted, as Apple's logging drops them from the text it shows.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
  type: OSLogType = .default, _ args: any CVarArg...
) {
  log.write(type, formatted(message, args))
}

/// Writes a printf-style message at a level: `os_log(.error, log: log, "%d failed", n)`.
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
  _ message: StaticString, _ args: any CVarArg...
) {
  log.write(type, formatted(message, args))
}

/// Writes an interpolated message at a level: `os_log(.info, "moved \(name)")`.
public func os_log(
  _ type: OSLogType = .default, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
  _ message: OSLogMessage
) {
  log.write(type, message.render())
}

/// The format with its `{public}`/`{private}`-style markers removed, filled with `args`.
func formatted(_ format: StaticString, _ args: [any CVarArg]) -> String {
  let text = format.description.replacingOccurrences(
    of: #"%\{[^}]*\}"#, with: "%", options: .regularExpression)
  return args.isEmpty
    ? text.replacingOccurrences(of: "%%", with: "%")
    : String(
      format: text, arguments: args)
}
