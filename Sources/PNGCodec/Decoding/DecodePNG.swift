import Raster

// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CPNGShim

/// The pixmap a PNG holds, whatever its colour type, bit depth or interlacing: palettes and
/// grey expand to RGB, tRNS becomes alpha, 16-bit samples round to 8 bits, and alpha is
/// premultiplied.
/// - Throws: `PNGError.notPNG`, `.truncated`, `.unsupported`, `.tooLarge`, or `.corrupt` with
///   libpng's message. Damaged bytes throw; they never crash.
package func decodePNG(_ bytes: [UInt8]) throws(PNGError) -> Pixmap {
  let decoded = bytes.withUnsafeBytes { raw in
    Result { () throws(PNGError) in try decodePNG(raw) }
  }
  return try decoded.get()
}

private func decodePNG(_ bytes: UnsafeRawBufferPointer) throws(PNGError) -> Pixmap {
  let layout = try ChunkLayout(bytes)
  var width: UInt32 = 0
  var height: UInt32 = 0
  var failure: String?
  let decoder = withLibPNGMessage { message in
    let decoder = offscreen_png_decoder_open(
      bytes.baseAddress, bytes.count, &width, &height, message)
    if decoder == nil { failure = String(cString: message) }
    return decoder
  }
  guard let decoder else { throw .corrupt(failure ?? "") }
  guard Int(width) == layout.width, Int(height) == layout.height,
    // libpng writes every byte of the rows it is given, so the memory need not be cleared.
    let pixmap = try? Pixmap(overwrittenWidth: Int(width), height: Int(height))
  else {
    offscreen_png_decoder_close(decoder)
    throw .corrupt("image size \(width)×\(height) is invalid")
  }
  withLibPNGMessage { message in
    if offscreen_png_decoder_finish(decoder, pixmap.data, pixmap.bytesPerRow, message) != 0 {
      failure = String(cString: message)
    }
  }
  if let failure { throw .corrupt(failure) }
  pixmap.premultiplyInPlace()
  return pixmap
}
