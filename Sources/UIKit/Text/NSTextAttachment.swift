import CoreGraphics
import Foundation

/// Something shown in attributed text in place of the attachment character: the value of
/// ``NSAttributedString/Key/attachment``, most often an image.
///
/// Divergence: text drawing does not draw attachments yet (Docs/Divergences.md); the values
/// are kept.
@preconcurrency @MainActor
open class NSTextAttachment: NSObject {
  /// The attachment's contents, of type `uti`.
  open var contents: Data?
  /// The uniform type identifier of ``contents``.
  open var fileType: String?
  /// The image shown.
  open var image: UIImage?
  /// Where the attachment is placed, relative to the baseline; zero (the image's size at the
  /// baseline) by default.
  open var bounds = CGRect.zero

  /// An attachment of `contentData` of type `uti`.
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
    super.init()
  }

  /// An attachment of `image`.
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }

  /// An empty attachment.
  public convenience override init() { self.init(data: nil, ofType: nil) }
}
