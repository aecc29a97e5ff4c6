import ArgumentParser
import Foundation
import Mockup

/// The exit statuses of every `offscreen` command, one table (README, "Exit status"): a status
/// means the same whichever command ends with it. 0 is success; 64, a wrong command line, is
/// ArgumentParser's.
enum ExitStatus: Int32 {
  /// The images differ, or nothing matched what the command was asked to act on.
  case mismatch = 1
  /// A file is not YAML or JSON, or not shaped as what the command reads.
  case syntax = 2
  /// An unknown class, property, value, id, component or variable.
  case unknownName = 3
  /// A value of the wrong type or out of range, or a misused key.
  case badValue = 4
  /// An image that cannot be read or decoded.
  case unreadableImage = 5
  /// A file or folder that cannot be read, or an output that cannot be written (or served).
  case io = 6

  /// The status of a kind of mockup error.
  init(_ kind: MockupError.Kind) {
    switch kind {
    case .syntax: self = .syntax
    case .unknownName: self = .unknownName
    case .badValue: self = .badValue
    case .image: self = .unreadableImage
    case .io: self = .io
    }
  }

  /// What ends the command with this status, once `message` is on standard error.
  func failure(_ message: String) -> ExitCode {
    printError(message)
    return exit
  }

  /// What ends the command with this status when there is nothing more to say.
  var exit: ExitCode { ExitCode(rawValue) }

  /// `error` as it ends a command: a mockup error on standard error with its status, any other
  /// error (ArgumentParser's, an ``ExitCode``) as it is.
  static func ending(_ error: Error) -> Error {
    guard let error = error as? MockupError else { return error }
    return ExitStatus(error.kind).failure("\(error)")
  }
}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
