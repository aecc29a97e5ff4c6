import Foundation

extension UIImage {
  /// A string that names the image for UI tests and assistive technologies (iOS's
  /// `UIAccessibilityIdentification`). Nil by default.
  public var accessibilityIdentifier: String? {
    get { objc_getAssociatedObject(self, ImageIdentifierKey.key) as? String }
    set {
      objc_setAssociatedObject(self, ImageIdentifierKey.key, newValue, .OBJC_ASSOCIATION_COPY)
    }
  }
}

/// The associated-object key of an image's accessibility identifier.
private enum ImageIdentifierKey {
  nonisolated(unsafe) static let key = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
