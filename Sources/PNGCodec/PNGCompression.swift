// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CPNGShim

/// How hard `encodePNG` compresses: a trade between encoding time and file size. The raw values
/// ("fast", "small") are what a command line takes.
///
/// Figures for the 1170×2532 opaque UI frame of the neutral benchmark (`offscreen-bench png`),
/// for which libpng's defaults (adaptive filters, zlib level 6) take about 325 ms and give
/// 1,195,487 bytes.
package enum PNGCompression: String, Sendable, CaseIterable {
  /// No row filter and zlib level 1: about 37 ms for 1,337,810 bytes. Flat colours, anti-aliased
  /// edges and glyphs repeat exactly along and across rows, and deflate finds those repeats
  /// better unfiltered: on that frame, filtered rows at level 1 came out 6–23% larger, and slower.
  /// Bands of rows are compressed on one thread per core (up to eight).
  case fast
  /// libpng's adaptive filter choice per row and zlib level 9: about 1.3 s for 1,005,915 bytes.
  /// The filters pay off on smooth gradients and photographs.
  case small

  var filter: offscreen_png_filter {
    switch self {
    case .fast: OFFSCREEN_PNG_FILTER_NONE
    case .small: OFFSCREEN_PNG_FILTER_ADAPTIVE
    }
  }

  var zlibLevel: Int32 {
    switch self {
    case .fast: 1
    case .small: 9
    }
  }
}
