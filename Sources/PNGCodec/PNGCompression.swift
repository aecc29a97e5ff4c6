import CPNGShim

/// How hard `encodePNG` compresses: a trade between encoding time and file size.
///
/// Measured on a 1170×2532 opaque UI-like frame (`offscreen-bench png`), where libpng's own
/// defaults take about 325 ms for 1,195,487 bytes.
public enum PNGCompression: Sendable {
  /// No row filter and zlib level 1: about 37 ms for 1,337,810 bytes on that frame. Flat
  /// colours, anti-aliased edges and text repeat exactly along a row, which deflate finds without
  /// filtering; the filters pay off only on smooth gradients and photographs.
  case fast
  /// libpng's adaptive choice of filter per row and zlib level 9: several times smaller than
  /// `fast` on photographs, about 1.3 s for 1,020,397 bytes on that frame.
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
