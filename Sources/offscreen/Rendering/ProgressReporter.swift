import Foundation

/// Tells how a batch goes: a bar redrawn in place on a terminal, plain lines otherwise (for
/// logs and pipes).
struct ProgressReporter {
  let total: Int
  let interactive: Bool
  private(set) var done = 0

  init(total: Int, interactive: Bool = isatty(STDERR_FILENO) == 1) {
    self.total = total
    self.interactive = interactive
  }

  /// Reports one finished job.
  mutating func finished(_ line: String) {
    done += 1
    if interactive {
      let width = 30
      let filled = total == 0 ? width : width * done / total
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
      FileHandle.standardError.write(Data("\r\u{1B}[K\(bar) \(done)/\(total) \(line)".utf8))
      if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
    } else {
      print(line)
    }
  }
}
