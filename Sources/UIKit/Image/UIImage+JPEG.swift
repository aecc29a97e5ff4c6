import CoreGraphics
import Foundation
import JPEGCodec

extension UIImage {
  /// The image as JPEG data at `compressionQuality` (0 most compressed, 1 best), through
  /// libjpeg-turbo; nil, with the reason on standard error, when it cannot be encoded. A
  /// translucent image is written over black, as JPEG has no alpha.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    guard let cgImage else { return nil }
    do {
      return Data(try encodeJPEG(cgImage.pixmap, quality: Double(compressionQuality)))
    } catch {
      FileHandle.standardError.write(Data("Offscreen: jpegData: \(error)\n".utf8))
      return nil
    }
  }
}
