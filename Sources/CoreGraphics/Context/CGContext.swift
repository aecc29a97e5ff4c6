import Raster

/// A drawing destination: a bitmap context over caller memory or its own.
///
/// Its user space starts as Apple's bitmap contexts do: origin at the bottom left, y up, one
/// unit a pixel. The current path is kept in device space, as CoreGraphics keeps it: points
/// are transformed when added, so changing the CTM afterwards does not move them.
public final class CGContext {
  /// The Raster canvas behind the context, for Offscreen's own modules (UIKit draws text and
  /// layers through it).
  package let canvas: Canvas
  /// Device pixels with y down from base space with y up: the flip every bitmap context has.
  let base: Transform
  /// The current path, in device pixels.
  var devicePath = Path()
  /// Whether base space runs top-down, as in the contexts UIKit makes on iOS (Apple's QA1706:
  /// since iOS 3.2 a positive shadow offset height moves the shadow down there); raw bitmap
  /// contexts are y up.
  package var baseSpaceIsTopDown = false
  /// For each open transparency layer, whether it was begun with a rect to clip to.
  var layerClips: [Bool] = []
  var allowsAntialiasing = true

  /// The pixel layout of the context's bitmap.
  public let bitmapInfo: CGBitmapInfo
  /// The colour space the context was made with.
  public let colorSpace: CGColorSpace?
  /// The width of the bitmap in pixels.
  public var width: Int { canvas.pixmap.width }
  /// The height of the bitmap in pixels.
  public var height: Int { canvas.pixmap.height }
  /// Bytes from the start of one row of the bitmap to the start of the next.
  public var bytesPerRow: Int { canvas.pixmap.bytesPerRow }
  /// Bits in each colour or alpha component: always 8.
  public var bitsPerComponent: Int { 8 }
  /// Bits in each pixel: always 32.
  public var bitsPerPixel: Int { 32 }
  /// Where alpha is in each pixel and whether colour is premultiplied by it.
  public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .premultipliedLast }
  /// The first byte of the top row of pixels.
  public var data: UnsafeMutableRawPointer? {
    // Whoever asks may write pixels behind the canvas's back.
    canvas.notePaintedDirectly()
    return UnsafeMutableRawPointer(canvas.pixmap.data)
  }

  /// A bitmap context of 8-bit RGBA pixels, premultiplied, alpha last.
  ///
  /// `data` nil gives the context memory of its own, cleared to transparent; `bytesPerRow` 0
  /// computes it. Returns nil, with a message naming the problem on standard error, for a
  /// size that is empty or larger than `Pixmap.maximumSide` (16384) on a side, rows too short for the width, or a
  /// layout other than 8 bits per component RGBA with alpha last.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    let info = CGBitmapInfo(rawValue: bitmapInfo)
    guard bitsPerComponent == 8, space.model == .rgb, info.isRasterNative else {
      CGContext.report(
        "unsupported parameter combination: \(bitsPerComponent) bits per component, "
          + "\(space.model) space, bitmap info \(bitmapInfo); Offscreen draws 8-bit RGB with "
          + "alpha last (premultipliedLast or noneSkipLast)")
      return nil
    }
    let pixmap: Pixmap
    do {
      // Sizes past the limit are refused before `width * 4` could overflow.
      guard !Pixmap.exceedsLimits(width: width, height: height) else {
        throw PixmapError.tooLarge(width: width, height: height)
      }
      if let data {
        pixmap = try Pixmap(
          wrapping: data.assumingMemoryBound(to: UInt8.self), width: width, height: height,
          bytesPerRow: bytesPerRow == 0 ? width * 4 : bytesPerRow)
      } else {
        guard bytesPerRow == 0 || bytesPerRow >= width * 4 else {
          throw PixmapError.rowTooShort(bytesPerRow: bytesPerRow, width: width)
        }
        pixmap = try Pixmap(width: width, height: height)
      }
    } catch {
      CGContext.report("\(error)")
      return nil
    }
    self.init(pixmap: pixmap, bitmapInfo: info, colorSpace: space)
  }

  /// A context drawing into `pixmap`, with the bitmap context's y-up base space; UIKit's
  /// contexts then flip and scale the CTM.
  package convenience init(pixmap: Pixmap) {
    self.init(
      pixmap: pixmap, bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
      colorSpace: CGColorSpaceCreateDeviceRGB())
  }

  init(pixmap: Pixmap, bitmapInfo: CGBitmapInfo, colorSpace: CGColorSpace?) {
    canvas = Canvas(pixmap: pixmap)
    base = Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(pixmap.height))
    canvas.transform = base
    self.bitmapInfo = bitmapInfo
    self.colorSpace = colorSpace
  }

  private static func report(_ problem: String) {
    FileHandle.standardError.write(Data("CGBitmapContextCreate: \(problem)\n".utf8))
  }

  /// An image of the context's pixels now; later drawing does not change it.
  public func makeImage() -> CGImage? {
    image(of: canvas.pixmap.copy())
  }

  /// An image that takes the context's own pixels instead of copying them, for a context whose
  /// drawing is over: an image renderer's, once its actions have returned. Copying a
  /// full-screen frame costs as much as compositing it, most of it the kernel clearing the
  /// copy's fresh pages. The context must not draw afterwards.
  package func makeImageOfFinishedDrawing() -> CGImage? {
    image(of: canvas.pixmap)
  }

  private func image(of pixels: Pixmap) -> CGImage {
    if alphaInfo == .noneSkipLast {
      // The alpha byte is ignored: what shows is the colour over black, opaque.
      for y in 0..<pixels.height {
        let row = pixels.row(y)
        for x in 0..<pixels.width { row[x * 4 + 3] = 255 }
      }
    }
    // The image keeps the context's alpha and space, as iOS's does: a PNG of it has an alpha
    // channel exactly when the context does.
    return CGImage(
      adopting: pixels, alphaInfo: alphaInfo == .noneSkipLast ? .noneSkipLast : .premultipliedLast,
      colorSpace: colorSpace ?? CGColorSpace(name: CGColorSpace.sRGB))
  }

  /// Drawing is immediate here; kept for source compatibility.
  public func flush() {}

  /// Drawing is immediate here; kept for source compatibility.
  public func synchronize() {}
}
