import Raster

// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CPNGShim

/// The PNG encoding of `pixmap`, with an sRGB chunk and, given a scale, a pHYs chunk.
///
/// Decoding the file gives back exactly the same pixmap, unless `colorType` drops an alpha
/// channel the pixels use.
/// - Parameters:
///   - colorType: the channels to store; nil stores the smallest that keeps every pixel (RGB
///     when all are opaque, else RGBA with straight alpha).
///   - compression: the trade between encoding time and size; `.fast` suits snapshots and
///     previews.
///   - scale: pixels per point; the pHYs chunk then records `scale` × 72 pixels per inch, in
///     pixels per metre as PNG stores it, so viewers show the image at its size in points.
/// - Throws: `PNGError.invalidScale` for a scale that is not positive and finite or is too large
///   for a pHYs chunk, `PNGError.notGrey` for a grey colour type and a pixel with colour,
///   `PNGError.encodingFailed` if libpng fails (with its message).
package func encodePNG(
  _ pixmap: Pixmap, colorType: PNGColorType? = nil, compression: PNGCompression = .fast,
  pixelsPerPoint scale: Double? = nil
) throws(PNGError) -> [UInt8] {
  let colorType = colorType ?? .smallest(for: pixmap)
  if colorType.isGrey, let pixel = pixmap.firstColoredPixel {
    throw .notGrey(x: pixel.x, y: pixel.y)
  }
  var encoding = offscreen_png_encoding(
    width: UInt32(pixmap.width), height: UInt32(pixmap.height),
    bytes_per_row: pixmap.bytesPerRow, has_alpha: colorType.hasAlpha ? 1 : 0,
    grey: colorType.isGrey ? 1 : 0, pixels_per_metre: try scale.map(pixelsPerMetre) ?? 0,
    zlib_level: compression.zlibLevel, filter: compression.filter)
  // Premultiplied pixels that are all opaque are already straight.
  if !colorType.hasAlpha || pixmap.isOpaque {
    return try encode(rows: pixmap.data, encoding)
  }
  let straight = pixmap.straightAlphaCopy()
  defer { straight.deallocate() }
  encoding.bytes_per_row = pixmap.width * 4
  return try encode(rows: straight, encoding)
}

/// The pHYs density for `scale` pixels per point: `scale` × 72 pixels per inch, in pixels per
/// metre, rounded.
func pixelsPerMetre(_ scale: Double) throws(PNGError) -> UInt32 {
  let density = (scale * 72 / 0.0254).rounded()
  // PNG limits its four-byte integers to 2^31 - 1.
  guard scale.isFinite, density >= 1, density <= Double(Int32.max) else {
    throw .invalidScale(scale)
  }
  return UInt32(density)
}

private func encode(
  rows: UnsafePointer<UInt8>, _ encoding: offscreen_png_encoding
) throws(PNGError) -> [UInt8] {
  var encoding = encoding
  var output = offscreen_png_output()
  var failure: String?
  withLibPNGMessage { message in
    let status =
      encoding.filter == OFFSCREEN_PNG_FILTER_NONE
      ? offscreen_png_encode_bands(rows, &encoding, &output, message)
      : offscreen_png_encode(rows, &encoding, &output, message)
    if status != 0 {
      failure = String(cString: message)
    }
  }
  if let failure { throw .encodingFailed(failure) }
  defer { offscreen_png_output_free(&output) }
  return Array(UnsafeBufferPointer(start: output.bytes, count: output.count))
}
