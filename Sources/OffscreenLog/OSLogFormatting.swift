import Foundation

/// Who may read an interpolated value in a stored log.
///
/// Divergence: nothing is stored, so nothing is redacted; the level is accepted and ignored.
public struct OSLogPrivacy: Equatable, Sendable {
  private let level: UInt8

  /// Public for scalars, private for strings and objects: Apple's default.
  public static let auto = OSLogPrivacy(level: 0)
  /// Readable by anyone.
  public static let `public` = OSLogPrivacy(level: 1)
  /// Redacted in stored logs.
  public static let `private` = OSLogPrivacy(level: 2)
  /// Redacted even when private data is enabled.
  public static let sensitive = OSLogPrivacy(level: 3)

  /// Private, with a hash in its place so equal values can be matched.
  public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
  /// Sensitive, with a mask.
  public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
  /// Automatic, with a mask.
  public static func auto(mask: Mask) -> OSLogPrivacy { .auto }

  /// What stands in for a redacted value.
  public struct Mask: Equatable, Sendable {
    private let kind: UInt8
    /// A hash of the value.
    public static let hash = Mask(kind: 1)
    /// Nothing.
    public static let none = Mask(kind: 0)
  }
}

/// How an interpolated value is padded to a number of columns.
public struct OSLogStringAlignment: Sendable {
  /// Columns to fill; negative pads on the right (left-aligned).
  private let columns: Int

  /// No padding.
  public static let none = OSLogStringAlignment(columns: 0)
  /// Right-aligned in `columns` columns.
  public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns())
  }
  /// Left-aligned in `columns` columns.
  public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: -columns())
  }

  func apply(to text: String) -> String {
    let padding = String(repeating: " ", count: max(0, abs(columns) - text.count))
    return columns < 0 ? text + padding : padding + text
  }
}

/// How an integer is written.
public struct OSLogIntegerFormatting: Sendable {
  private let radix: Int
  private let explicitPositiveSign: Bool
  private let includePrefix: Bool
  private let uppercase: Bool
  private let minDigits: Int

  /// Base 10.
  public static let decimal = OSLogIntegerFormatting(
    radix: 10, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
  /// Base 16, lowercase, without a prefix.
  public static let hex = OSLogIntegerFormatting(
    radix: 16, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
  /// Base 8, without a prefix.
  public static let octal = OSLogIntegerFormatting(
    radix: 8, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)

  /// Base 10 with options.
  public static func decimal(
    explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
      uppercase: false, minDigits: minDigits())
  }

  /// Base 16 with options.
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits())
  }

  /// Base 8 with options.
  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits())
  }

  func format<T: BinaryInteger>(_ number: T) -> String {
    var digits = String(number.magnitude, radix: radix, uppercase: uppercase)
    if digits.count < minDigits {
      digits = String(repeating: "0", count: minDigits - digits.count) + digits
    }
    if includePrefix { digits = (radix == 16 ? "0x" : "0") + digits }
    if number < 0 { return "-" + digits }
    return explicitPositiveSign ? "+" + digits : digits
  }
}

/// How a floating-point number is written, as printf's `%f`, `%e`, `%g` and `%a` write it.
public struct OSLogFloatFormatting: Sendable {
  private let conversion: Character
  private let precision: Int?
  private let explicitPositiveSign: Bool

  /// `%f`: six decimals.
  public static let fixed = OSLogFloatFormatting(
    conversion: "f", precision: 6, explicitPositiveSign: false)
  /// `%e`.
  public static let exponential = OSLogFloatFormatting(
    conversion: "e", precision: 6, explicitPositiveSign: false)
  /// `%g`.
  public static let hybrid = OSLogFloatFormatting(
    conversion: "g", precision: 6, explicitPositiveSign: false)
  /// `%a`.
  public static let hex = OSLogFloatFormatting(
    conversion: "a", precision: nil, explicitPositiveSign: false)

  /// `%f` with a precision.
  public static func fixed(
    precision: @autoclosure () -> Int = 6, explicitPositiveSign: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }

  /// `%e` with a precision.
  public static func exponential(
    precision: @autoclosure () -> Int = 6, explicitPositiveSign: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }

  /// `%g` with a precision.
  public static func hybrid(
    precision: @autoclosure () -> Int = 6, explicitPositiveSign: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      conversion: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }

  func format(_ number: Double) -> String {
    let sign = explicitPositiveSign ? "+" : ""
    let precisionPart = precision.map { ".\($0)" } ?? ""
    return String(format: "%\(sign)\(precisionPart)\(conversion)", number)
  }
}

/// How a Boolean is written.
public struct OSLogBoolFormat: Sendable {
  private let answer: Bool
  /// `true` or `false`.
  public static let truth = OSLogBoolFormat(answer: false)
  /// `YES` or `NO`.
  public static let answer = OSLogBoolFormat(answer: true)

  func format(_ value: Bool) -> String {
    answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
  }
}
