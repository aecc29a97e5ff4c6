import Raster

/// An immutable bitmap image, stored as 8-bit RGBA with premultiplied alpha last.
///
/// Its `alphaInfo` and `colorSpace` say what the image is as iOS would describe it — with or
/// without an alpha channel, in colour or in grey — and so how `CGImageDestination` writes it.
public final class CGImage: @unchecked Sendable {
  /// The pixels, for Offscreen's own modules (PNG encoding, snapshot diffs); never drawn into
  /// after the image is made.
  package let pixmap: Pixmap
  /// Where alpha is and how it is stored: premultiplied last, or none (an opaque image whose
  /// fourth byte is skipped).
  public let alphaInfo: CGImageAlphaInfo
  /// The colour space of the pixels: sRGB, or a grey space for an image drawn only in grey
  /// (whose red, green and blue are equal).
  public let colorSpace: CGColorSpace?

  /// An image that takes ownership of `pixmap`; the caller must not draw into it afterwards.
  package init(
    adopting pixmap: Pixmap, alphaInfo: CGImageAlphaInfo = .premultipliedLast,
    colorSpace: CGColorSpace? = CGColorSpace(name: CGColorSpace.sRGB)
  ) {
    self.pixmap = pixmap
    self.alphaInfo = alphaInfo
    self.colorSpace = colorSpace
  }

  /// The width in pixels.
  public var width: Int { pixmap.width }
  /// The height in pixels.
  public var height: Int { pixmap.height }
  /// Bits in each colour or alpha component: always 8.
  public var bitsPerComponent: Int { 8 }
  /// Bits in each pixel: always 32.
  public var bitsPerPixel: Int { 32 }
  /// Bytes from the start of one row to the start of the next.
  public var bytesPerRow: Int { pixmap.bytesPerRow }
  /// The pixel layout: `alphaInfo`, default byte order.
  public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(alphaInfo: alphaInfo) }
  /// Whether drawing the image scaled smooths it: always true.
  public var shouldInterpolate: Bool { true }

  /// The part of the image inside `rect` (in pixels, top-left origin), or nil when they do not
  /// overlap.
  public func cropping(to rect: CGRect) -> CGImage? {
    let area = rect.integral.raster.roundedOut.intersection(pixmap.bounds)
    guard !area.isEmpty, let crop = try? Pixmap(width: area.width, height: area.height) else {
      return nil
    }
    for y in 0..<area.height {
      crop.row(y).update(from: pixmap.row(area.y + y) + area.x * 4, count: area.width * 4)
    }
    return CGImage(adopting: crop, alphaInfo: alphaInfo, colorSpace: colorSpace)
  }
}

extension CGImage {
  /// The image as clip coverage in its alpha: its own alpha when it has transparency,
  /// otherwise its grey level (Rec. 601 luma), as a DeviceGray mask image is read.
  var maskCoverage: Pixmap {
    let source = pixmap
    var opaque = true
    for y in 0..<source.height where opaque {
      let row = source.row(y)
      for x in 0..<source.width where row[x * 4 + 3] != 255 {
        opaque = false
        break
      }
    }
    guard opaque else { return source }
    let mask = source.copy()
    for y in 0..<mask.height {
      let row = mask.row(y)
      for x in 0..<mask.width {
        let p = row + x * 4
        let luma = (299 * Int(p[0]) + 587 * Int(p[1]) + 114 * Int(p[2]) + 500) / 1000
        p[0] = UInt8(luma)
        p[1] = UInt8(luma)
        p[2] = UInt8(luma)
        p[3] = UInt8(luma)
      }
    }
    return mask
  }
}
