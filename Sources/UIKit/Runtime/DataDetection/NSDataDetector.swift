import Foundation

/// The checking types of a data detector, as bits (`NSTextCheckingResult.CheckingType`'s raw
/// values).
public typealias NSTextCheckingTypes = UInt64

/// Finds links and phone numbers in text, as iOS's data detector does, for code that styles or
/// links them (`NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)`).
///
/// Divergence: Foundation on Linux has no data detector, and its `NSRegularExpression` cannot be
/// subclassed, so this one is a class of its own with the matching methods iOS's inherits.
/// It detects links (URLs with a scheme, `www.` and bare domain names, e-mail addresses as
/// `mailto:` links) and phone numbers (7 to 15 digits, with a leading `+`, parentheses,
/// spaces, dots or hyphens); the other types throw rather than find nothing.
public final class NSDataDetector: NSObject, @unchecked Sendable {
  /// The types the detector finds.
  public let checkingTypes: NSTextCheckingTypes

  /// A detector of `checkingTypes` (`.link`, `.phoneNumber`, or both).
  /// - Throws: an `NSError` naming the types this detector cannot find (dates, addresses,
  ///   transit information, or types no data detector has).
  public init(types checkingTypes: NSTextCheckingTypes) throws {
    let supported =
      NSTextCheckingResult.CheckingType.link.rawValue
      | NSTextCheckingResult.CheckingType.phoneNumber.rawValue
    let unsupported = checkingTypes & ~supported
    guard unsupported == 0, checkingTypes != 0 else {
      throw NSError(
        domain: NSCocoaErrorDomain, code: NSFeatureUnsupportedError,
        userInfo: [
          NSLocalizedDescriptionKey:
            "NSDataDetector: Offscreen detects links and phone numbers only; types "
            + String(checkingTypes == 0 ? 0 : unsupported, radix: 16) + " (hex) are not supported"
        ])
    }
    self.checkingTypes = checkingTypes
  }

  /// Every match in `range` of `string`, in order.
  public func matches(
    in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
  ) -> [NSTextCheckingResult] {
    DataPatterns.matches(in: string, range: range, types: checkingTypes)
  }

  /// Calls `block` with each match in `range` of `string`, in order, until it sets its stop
  /// flag.
  public func enumerateMatches(
    in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
    using block: (
      NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>
    )
      -> Void
  ) {
    var stop = ObjCBool(false)
    for match in matches(in: string, options: options, range: range) {
      block(match, [], &stop)
      if stop.boolValue { return }
    }
  }

  /// The number of matches in `range` of `string`.
  public func numberOfMatches(
    in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
  ) -> Int {
    matches(in: string, options: options, range: range).count
  }

  /// The first match in `range` of `string`, or nil.
  public func firstMatch(
    in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
  ) -> NSTextCheckingResult? {
    matches(in: string, options: options, range: range).first
  }
}
