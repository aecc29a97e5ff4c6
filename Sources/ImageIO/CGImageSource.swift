import CoreGraphics
import Foundation
import PNGCodec
import Raster

/// An image read from a file or data: PNG of any colour type libpng reads.
public final class CGImageSource {
  let image: CGImage?

  init(image: CGImage?) {
    self.image = image
  }
}

/// A source for the PNG file at `url`; nil (with the reason on standard error) when the file
/// cannot be read. A file that is not a valid PNG gives a source with no image.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
  guard url.isFileURL, let path = url.path else { return nil }
  do {
    let pixmap = try decodePNG(contentsOf: path)
    let header = FileHandle(forReadingAtPath: path)?.readData(ofLength: 26) ?? Data()
    return CGImageSource(image: decodedImage(pixmap, header: [UInt8](header)))
  } catch {
    // decodePNG throws PNGError only: .io names the path itself.
    guard case .io = error else {
      report("CGImageSourceCreateWithURL: \(path): \(error)")
      return CGImageSource(image: nil)
    }
    report("CGImageSourceCreateWithURL: \(error)")
    return nil
  }
}

/// A source for PNG bytes; a source with no image when they are not a valid PNG.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource?
{
  // Copied in one go: `data as Data` would walk the NSData a byte at a time on Linux (a
  // retain, a release and a length call per byte, a fifth of a snapshot test's time).
  let bytes = [UInt8](UnsafeRawBufferPointer(start: data.bytes, count: data.length))
  do {
    return CGImageSource(image: decodedImage(try decodePNG(bytes), header: bytes))
  } catch {
    report("CGImageSourceCreateWithData: \(error)")
    return CGImageSource(image: nil)
  }
}

/// The number of images in the source: 1 for a valid PNG, 0 otherwise.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int {
  isrc.image == nil ? 0 : 1
}

/// The image at `index` (only 0 exists), or nil.
public func CGImageSourceCreateImageAtIndex(
  _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CGImage? {
  index == 0 ? isrc.image : nil
}

/// The image of a decoded PNG, described as the file's colour type says (IHDR's byte 25): grey
/// or colour, with an alpha channel or without, so that writing it again keeps the type.
/// A palette image has alpha when any pixel is translucent.
func decodedImage(_ pixmap: Pixmap, header: [UInt8]) -> CGImage {
  let colorType = header.count > 25 ? header[25] : 3
  let alpha: Bool
  switch colorType {
  case 4, 6: alpha = true
  case 0, 2: alpha = false
  default: alpha = PNGColorType.smallest(for: pixmap) == .rgba
  }
  let space = CGColorSpace(
    name: colorType == 0 || colorType == 4 ? CGColorSpace.genericGrayGamma2_2 : CGColorSpace.sRGB)
  return CGImage(
    adopting: pixmap, alphaInfo: alpha ? .premultipliedLast : .noneSkipLast, colorSpace: space)
}
