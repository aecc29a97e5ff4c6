/// Something the port step could not translate, or translated with a caveat, at a place in a
/// source file.
public struct PortDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How serious it is: an error means the mirror will not compile as the original meant.
  public enum Severity: String, Sendable { case warning, error }

  public var severity: Severity
  /// The file's path as given to the port.
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  /// `file:line:column: severity: message`, as compilers print it.
  public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
