import Foundation

/// An Objective-C exception: a name, a reason and details, raised to report a programming
/// error that ends the app when nothing catches it.
///
/// Divergence: Swift on Linux has no Objective-C exceptions to catch, so ``raise()`` ends the
/// process at once with a fatal error whose message has the name and reason, as an uncaught
/// exception ends an iOS app ("Terminating app due to uncaught exception …").
open class NSException: NSObject {
  /// The exception's name, which says what kind of error it reports.
  public let name: NSExceptionName
  /// Why the exception was raised, for people.
  public let reason: String?
  /// Details of the error.
  public let userInfo: [AnyHashable: Any]?

  /// An exception named `aName`, for `aReason`, with `aUserInfo`.
  public init(
    name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]?
  ) {
    name = aName
    reason = aReason
    userInfo = aUserInfo
    super.init()
  }

  /// The call stack when the exception was raised (the current one here, as it is never
  /// caught).
  open var callStackSymbols: [String] { Thread.callStackSymbols }

  /// Raises the exception: it is never caught here, so the process stops with a fatal error
  /// naming it, as an uncaught exception ends an iOS app.
  open func raise() {
    fatalError(
      "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'")
  }

  /// Makes and raises an exception named `name` with the reason `format` makes of `arguments`.
  public class func raise(
    _ name: NSExceptionName, format: String, arguments argList: CVaListPointer
  ) {
    NSException(
      name: name, reason: NSString(format: format, arguments: argList) as String, userInfo: nil
    )
    .raise()
  }

  open override var description: String { reason ?? name.rawValue }
}

extension NSExceptionName {
  /// A generic error.
  public static let genericException = NSExceptionName("NSGenericException")
  /// An index or range out of bounds.
  public static let rangeException = NSExceptionName("NSRangeException")
  /// An argument that is not valid (nil where not allowed, a value out of its domain).
  public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
  /// An internal state that contradicts itself.
  public static let internalInconsistencyException = NSExceptionName(
    "NSInternalInconsistencyException")
  /// Memory that could not be allocated.
  public static let mallocException = NSExceptionName("NSMallocException")
  /// A key value coding access to a key the object does not have.
  public static let undefinedKeyException = NSExceptionName("NSUnknownKeyException")
  /// An object used after it became unavailable.
  public static let objectInaccessibleException = NSExceptionName(
    "NSObjectInaccessibleException")
  /// An object not available for the operation.
  public static let objectNotAvailableException = NSExceptionName(
    "NSObjectNotAvailableException")
  /// An archive that is not consistent.
  public static let inconsistentArchiveException = NSExceptionName(
    "NSInconsistentArchiveException")
  /// An operation on a keyed archiver that is not valid.
  public static let invalidArchiveOperationException = NSExceptionName(
    "NSInvalidArchiveOperationException")
  /// An operation on a keyed unarchiver that is not valid.
  public static let invalidUnarchiveOperationException = NSExceptionName(
    "NSInvalidUnarchiveOperationException")
  /// A character that could not be converted.
  public static let characterConversionException = NSExceptionName(
    "NSCharacterConversionException")
}
