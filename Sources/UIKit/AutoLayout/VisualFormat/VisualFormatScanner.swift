import CoreGraphics

/// The character-level half of the visual format parser: a cursor over the format and the
/// tokens of the language (literals, C identifiers, numbers). The format has no whitespace
/// rule: UIKit rejects a space wherever one appears, and so does this scanner, by never
/// skipping one.
struct VisualFormatScanner {
  let format: String
  private let characters: [Character]
  /// The next character's position, which is also the column errors point at.
  private(set) var position = 0

  init(_ format: String) {
    self.format = format
    characters = Array(format)
  }

  var isAtEnd: Bool { position == characters.count }

  var next: Character? { isAtEnd ? nil : characters[position] }

  /// Consumes `literal` when the format continues with it.
  mutating func take(_ literal: String) -> Bool {
    let literal = Array(literal)
    guard characters[position...].starts(with: literal) else { return false }
    position += literal.count
    return true
  }

  /// Consumes a C identifier (a letter or `_`, then letters, digits and `_`), or nothing.
  mutating func takeIdentifier() -> String? {
    guard let first = next, first.isLetter || first == "_" else { return nil }
    let start = position
    while let character = next, character.isLetter || character == "_" || character.isASCIIDigit {
      position += 1
    }
    return String(characters[start..<position])
  }

  /// Consumes a decimal number the way C's `strtod` reads one, which is what Apple's grammar
  /// specifies: an optional sign (when `signed`), digits with an optional fraction, and an
  /// optional exponent. Hexadecimal, `inf` and `nan`, which `strtod` also reads, are left
  /// out: in a format they would shadow metric names such as `inf`.
  mutating func takeNumber(signed: Bool) -> CGFloat? {
    let start = position
    if signed, next == "-" || next == "+" { position += 1 }
    let integerDigits = skipDigits()
    var fractionDigits = 0
    if next == "." {
      let dot = position
      position += 1
      fractionDigits = skipDigits()
      if integerDigits + fractionDigits == 0 { position = dot }
    }
    guard integerDigits + fractionDigits > 0 else {
      position = start
      return nil
    }
    takeExponent()
    return Double(String(characters[start..<position])).map { CGFloat($0) }
  }

  /// Error at the current position.
  func error(_ problem: String) -> VisualFormatError {
    error(problem, at: position)
  }

  func error(_ problem: String, at column: Int) -> VisualFormatError {
    VisualFormatError(problem: problem, format: format, column: column)
  }

  private mutating func skipDigits() -> Int {
    let start = position
    while next?.isASCIIDigit == true { position += 1 }
    return position - start
  }

  /// `e` or `E`, an optional sign and digits; without the digits it is not an exponent and
  /// stays unread, as with `strtod`.
  private mutating func takeExponent() {
    let start = position
    guard next == "e" || next == "E" else { return }
    position += 1
    if next == "-" || next == "+" { position += 1 }
    if skipDigits() == 0 { position = start }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
