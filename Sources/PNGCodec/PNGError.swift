import Raster

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Why a PNG could not be encoded, decoded, read or written.
package enum PNGError: Error, Equatable, CustomStringConvertible {
  /// The bytes do not start with the PNG signature.
  case notPNG
  /// The bytes end before the IEND chunk.
  case truncated
  /// libpng rejected the data; its message says where.
  case corrupt(String)
  /// The file needs something this decoder does not know, such as an unknown critical chunk.
  case unsupported(String)
  /// The image is larger than a `Pixmap` may be (`Pixmap.maximumSide`, `Pixmap.maximumPixels`).
  case tooLarge(width: Int, height: Int)
  /// libpng failed while encoding (running out of memory, say); its message says why.
  case encodingFailed(String)
  /// A `pixelsPerPoint` scale that gives no pixel density a pHYs chunk can hold.
  case invalidScale(Double)
  /// A grey colour type was asked for an image with a coloured pixel at (`x`, `y`).
  case notGrey(x: Int, y: Int)
  /// The file system refused `operation` on `path`, with the C library's `errno`.
  case io(path: String, operation: String, errno: Int32)

  package var description: String {
    switch self {
    case .notPNG:
      return "not a PNG: the data does not start with the PNG signature"
    case .truncated:
      return "truncated PNG: the data ends before the IEND chunk"
    case .corrupt(let message):
      return "corrupt PNG: \(message)"
    case .unsupported(let what):
      return "unsupported PNG: \(what)"
    case .tooLarge(let width, let height):
      return "PNG size \(width)×\(height) is too large for a pixmap: at most "
        + "\(Pixmap.maximumSide) pixels a side and \(Pixmap.maximumPixels) pixels in all"
    case .encodingFailed(let message):
      return "PNG encoding failed: \(message)"
    case .invalidScale(let scale):
      return "pixels per point \(scale) is not a positive density a pHYs chunk can hold"
    case .notGrey(let x, let y):
      return "cannot write a grey PNG: the pixel at (\(x), \(y)) has colour"
    case .io(let path, let operation, let code):
      return "cannot \(operation) \(path): \(String(cString: strerror(code)))"
    }
  }
}
