import Foundation

/// A link or phone number an `NSDataDetector` found: Foundation on Linux makes no such results,
/// so the detector makes these, which answer as iOS's do.
final class DetectedData: NSTextCheckingResult, @unchecked Sendable {
  private let foundType: NSTextCheckingResult.CheckingType
  private let foundRange: NSRange
  let link: URL?
  let number: String?

  init(
    type: NSTextCheckingResult.CheckingType, range: NSRange, url: URL? = nil, number: String? = nil
  ) {
    foundType = type
    foundRange = range
    link = url
    self.number = number
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override var resultType: NSTextCheckingResult.CheckingType { foundType }
  override var range: NSRange { foundRange }
  override var numberOfRanges: Int { 1 }
  override func range(at idx: Int) -> NSRange {
    idx == 0 ? foundRange : NSRange(location: NSNotFound, length: 0)
  }
}

extension NSTextCheckingResult {
  /// The URL of a link a data detector found (an e-mail address as a `mailto:` URL); nil for
  /// other results.
  public var url: URL? { (self as? DetectedData)?.link }

  /// The phone number a data detector found, as written; nil for other results.
  public var phoneNumber: String? { (self as? DetectedData)?.number }
}
