/// A message for ``Logger`` and `os_log`, written as a string literal with interpolations
/// that may carry a privacy level, an alignment and a number format.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  /// The message's text, made only when the message is written.
  let render: () -> String

  public init(stringLiteral value: String) {
    render = { value }
  }

  public init(stringInterpolation: OSLogInterpolation) {
    let pieces = stringInterpolation.pieces
    render = { pieces.map { $0() }.joined() }
  }
}

/// The interpolations `OSLogMessage` accepts.
public struct OSLogInterpolation: StringInterpolationProtocol {
  /// Each piece of the message, evaluated lazily as Apple's logging does.
  var pieces: [() -> String] = []

  public init(literalCapacity: Int, interpolationCount: Int) {
    pieces.reserveCapacity(2 * interpolationCount + 1)
  }

  public mutating func appendLiteral(_ literal: String) {
    pieces.append { literal }
  }

  /// Any value, described as `String(describing:)` describes it.
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    pieces.append { align.apply(to: String(describing: value())) }
  }

  /// An integer in a format.
  public mutating func appendInterpolation<T: BinaryInteger>(
    _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append { align.apply(to: format.format(number())) }
  }

  /// A floating-point number in a format.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append { align.apply(to: format.format(number())) }
  }

  /// A single-precision number in a format.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append { align.apply(to: format.format(Double(number()))) }
  }

  /// A Boolean as `true`/`false` or `YES`/`NO`.
  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
    privacy: OSLogPrivacy = .auto
  ) {
    pieces.append { format.format(boolean()) }
  }
}
