import CoreGraphics
import PNGCodec

/// Where images are written: a file or a data object, in PNG.
///
/// Divergence: PNG (`kUTTypePNG`, "public.png") is the only type; creating a destination of
/// another type returns nil, as Apple's does for a type it cannot write.
public final class CGImageDestination {
  enum Target {
    case file(String)
    case data(NSMutableData)
  }

  let target: Target
  var image: CGImage?
  var finalized = false

  init(target: Target) {
    self.target = target
  }
}

/// A destination that writes a PNG file at `url` when finalised; nil for another type, a count
/// other than 1, or a URL that is not a file URL.
public func CGImageDestinationCreateWithURL(
  _ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
  guard type == kUTTypePNG, count == 1, url.isFileURL, let path = url.path else { return nil }
  return CGImageDestination(target: .file(path))
}

/// A destination that appends the PNG's bytes to `data` when finalised.
public func CGImageDestinationCreateWithData(
  _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
  guard type == kUTTypePNG, count == 1 else { return nil }
  return CGImageDestination(target: .data(data))
}

/// Sets the image to write. Properties are accepted and ignored.
public func CGImageDestinationAddImage(
  _ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?
) {
  idst.image = image
}

/// Writes the image; false (with the reason on standard error) when there is none, it was
/// already written, or encoding or writing fails. A file is replaced atomically: it is either
/// the old one or the whole new PNG.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
  guard !idst.finalized, let image = idst.image else {
    report("CGImageDestinationFinalize: no image was added, or the destination was finalized")
    return false
  }
  idst.finalized = true
  do {
    let bytes = try encodePNG(image.pixmap, colorType: pngColorType(of: image))
    switch idst.target {
    case .file(let path):
      try writeFileAtomically(bytes, to: path)
    case .data(let data):
      data.append(Data(bytes))
    }
    return true
  } catch {
    report("CGImageDestinationFinalize: \(error)")
    return false
  }
}

/// The PNG colour type iOS writes `image` with: grey for a grey space, with alpha unless the
/// image has none.
func pngColorType(of image: CGImage) -> PNGColorType {
  let alpha =
    image.alphaInfo != .none && image.alphaInfo != .noneSkipLast
    && image.alphaInfo != .noneSkipFirst
  if image.colorSpace?.model == .monochrome { return alpha ? .greyAlpha : .grey }
  return alpha ? .rgba : .rgb
}

func report(_ message: String) {
  FileHandle.standardError.write(Data("\(message)\n".utf8))
}
