import ArgumentParser
import Foundation
import Mockup

/// Reports a mockup error on standard error and turns it into its exit status.
enum MockupFailure {
  static func exit(_ error: Error) -> Error {
    if let error = error as? MockupError {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      return ExitCode(error.exitStatus)
    }
    return error
  }
}
