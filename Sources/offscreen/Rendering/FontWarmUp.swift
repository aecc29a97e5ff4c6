import Foundation
import Typesetting

/// Opens the font library — fontconfig's configuration and font list, the system face — on
/// another core while the mockup file is read and its views are made, instead of on the main
/// thread at the first text (3.4 ms there for the Settings example; about 1 ms off the whole
/// render's median). The library is shared and locked: text that needs it sooner waits for
/// the warm-up to finish, no longer.
enum FontWarmUp {
  static func start() {
    Thread.detachNewThread { _ = FontLibrary.shared.systemFont(size: 17) }
  }
}
