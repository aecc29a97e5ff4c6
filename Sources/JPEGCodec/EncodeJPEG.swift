import Raster

@_implementationOnly import CTurboJPEG

/// Why a JPEG could not be made.
package struct JPEGError: Error, CustomStringConvertible {
  package let description: String
}

/// The baseline JPEG of `pixmap` at `quality` (0…1, as UIKit's compression quality; 4:2:0
/// chroma below 0.9, 4:4:4 from there), through libjpeg-turbo's TurboJPEG API, which reports
/// errors by return value, not longjmp.
///
/// JPEG has no alpha: premultiplied pixels are written as they are, which is the image over
/// black, as iOS writes a translucent image.
package func encodeJPEG(_ pixmap: Pixmap, quality: Double) throws(JPEGError) -> [UInt8] {
  guard let handle = tjInitCompress() else {
    throw JPEGError(description: "libjpeg-turbo could not start a compressor")
  }
  defer { tjDestroy(handle) }
  let clamped = quality.isFinite ? min(1, max(0, quality)) : 0.8
  let percent = Int32((clamped * 100).rounded())
  let subsampling = clamped >= 0.9 ? Int32(TJSAMP_444.rawValue) : Int32(TJSAMP_420.rawValue)
  var output: UnsafeMutablePointer<UInt8>?
  var size: UInt = 0
  let status = tjCompress2(
    handle, pixmap.data, Int32(pixmap.width), Int32(pixmap.bytesPerRow), Int32(pixmap.height),
    Int32(TJPF_RGBX.rawValue), &output, &size, subsampling, max(1, percent), 0)
  defer { if let output { tjFree(output) } }
  guard status == 0, let output else {
    throw JPEGError(description: "libjpeg-turbo: " + String(cString: tjGetErrorStr2(handle)))
  }
  return Array(UnsafeBufferPointer(start: output, count: Int(size)))
}
