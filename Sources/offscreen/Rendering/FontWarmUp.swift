import Foundation
import Typesetting

/// Opens the font library — fontconfig's configuration and font list, the system face — on
/// another core while the command line is parsed, the mockup file read and its views made,
/// instead of on the main thread at the first text (3.4 ms there for the Settings example). The
/// library is shared and locked: text that needs it sooner waits for the warm-up to finish, no
/// longer.
enum FontWarmUp {
  /// Starts the warm-up; only the first call does.
  static func start() { _ = started }

  private static let started: Void = {
    Thread.detachNewThread { _ = FontLibrary.shared.systemFont(size: 17) }
  }()

  /// Whether the process's `arguments` render in this process, so the warm-up can start
  /// before ArgumentParser reads them (about 2 ms, time the first label would otherwise spend
  /// waiting for the fonts): `render` without `--jobs`, whose child processes open their own.
  static func isWanted(by arguments: [String]) -> Bool {
    arguments.dropFirst().first == "render"
      && !arguments.contains { $0 == "--jobs" || $0.hasPrefix("--jobs=") }
  }
}
