import Foundation

/// A formatter subclass that reads strings itself: one that overrides
/// `getObjectValue(_:for:range:)`, which iOS declares in `NumberFormatter` and `DateFormatter`
/// and Foundation on Linux does not. The port step writes such an override as a conformance to
/// this protocol, and ``Foundation/Formatter/getObjectValue(_:for:errorDescription:)`` calls
/// it, as iOS's number and date formatters call their own.
public protocol ObjectValueParsing: AnyObject {
  /// Reads `string` into the object `obj` points to; throws when it cannot.
  func getObjectValue(
    _ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
    range rangep: UnsafeMutablePointer<NSRange>?) throws
}

extension Formatter {
  /// Reads `string` into the object `obj` points to: true when it could; false, with a
  /// description of the failure in `error`, when it could not.
  ///
  /// A subclass that overrides `getObjectValue(_:for:range:)` (an ``ObjectValueParsing``)
  /// reads the string itself; a `NumberFormatter` reads an `NSNumber` with `number(from:)`, a
  /// `DateFormatter` an `NSDate` with `date(from:)`.
  ///
  /// Divergence: Foundation on Linux keeps this method internal, so Offscreen declares it. iOS
  /// raises an exception when a formatter of another kind is asked (`Formatter` is abstract);
  /// here such a formatter reads nothing and says so in `error`.
  public func getObjectValue(
    _ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
    errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
  ) -> Bool {
    if let parsing = self as? any ObjectValueParsing {
      do {
        try parsing.getObjectValue(obj, for: string, range: nil)
        return true
      } catch let failure {
        error?.pointee = failure.localizedDescription as NSString
        return false
      }
    }
    let value: AnyObject? =
      switch self {
      case let numbers as NumberFormatter: numbers.number(from: string)
      case let dates as DateFormatter: dates.date(from: string).map { $0 as NSDate }
      default: nil
      }
    guard let value else {
      error?.pointee = "The value “\(string)” is invalid." as NSString
      return false
    }
    obj?.pointee = value
    return true
  }
}
