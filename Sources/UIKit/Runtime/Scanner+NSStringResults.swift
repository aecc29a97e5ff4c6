import Foundation

// Scanner's scanning methods that hand back an `NSString` through a pointer, as iOS declares
// them (deprecated there since iOS 13, still common in code that supports older systems).
// Foundation on Linux declares these with a `String` pointer only, so a call passing
// `&value` for an `NSString?` fails to compile; these overloads take it. Each scans as the
// `String`-returning method of the same name does.
extension Scanner {
  /// Scans the longest run of characters from `set`; false when there is none.
  public func scanCharacters(
    from set: CharacterSet, into result: UnsafeMutablePointer<NSString?>?
  ) -> Bool {
    store(scanCharacters(from: set), in: result)
  }

  /// Scans characters up to the first one from `set`; false when none are scanned.
  public func scanUpToCharacters(
    from set: CharacterSet, into result: UnsafeMutablePointer<NSString?>?
  ) -> Bool {
    store(scanUpToCharacters(from: set), in: result)
  }

  /// Scans `string`; false when the text does not continue with it.
  public func scanString(_ string: String, into result: UnsafeMutablePointer<NSString?>?) -> Bool {
    store(scanString(string), in: result)
  }

  /// Scans characters up to `string`; false when none are scanned.
  public func scanUpTo(_ string: String, into result: UnsafeMutablePointer<NSString?>?) -> Bool {
    store(scanUpToString(string), in: result)
  }

  private func store(_ scanned: String?, in result: UnsafeMutablePointer<NSString?>?) -> Bool {
    guard let scanned else { return false }
    result?.pointee = NSString(string: scanned)
    return true
  }
}
