import Foundation

/// Bytes for CoreGraphics to read: here, the contents of a font (`CGFont(_:)`) or an image,
/// held in memory.
public final class CGDataProvider {
  /// The provider's bytes.
  public let data: CFData?

  /// A provider of `data`'s bytes.
  public init?(data: CFData) {
    self.data = data
  }

  /// A provider of the contents of the file at `url`; nil when it cannot be read.
  public convenience init?(url: CFURL) {
    guard let path = url.path, let data = NSData(contentsOfFile: path) else { return nil }
    self.init(data: data)
  }

  /// A provider of the contents of the file at path `filename`; nil when it cannot be read.
  public convenience init?(filename: UnsafePointer<CChar>) {
    guard let data = NSData(contentsOfFile: String(cString: filename)) else { return nil }
    self.init(data: data)
  }
}
