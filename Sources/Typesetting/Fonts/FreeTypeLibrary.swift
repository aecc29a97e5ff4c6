// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CFreeType

/// One FreeType instance, freed when the last library and face that use it are gone.
final class FreeTypeLibrary {
  let handle: FT_Library

  /// Starts FreeType; nil with `error` set when it cannot.
  init?(error: inout Int32) {
    var library: FT_Library?
    error = FT_Init_FreeType(&library)
    guard error == 0, let library else { return nil }
    handle = library
  }

  deinit {
    FT_Done_FreeType(handle)
  }
}
