import CoreGraphics
import UIKit

/// One anchor equation of a mockup, as written:
/// `first.attribute relation [second.attribute [* multiplier]] [± constant] [@priority]`,
/// for example `title.leading == safeArea.leading + 16`, `card.height >= 120 @750` or
/// `a.width == b.width * 0.5`. An item left out (`width == 29`) is the view the constraint is
/// listed on.
struct ConstraintEquation: Equatable {
  /// An item (a path such as `title`, `safeArea`, `card.margins`) and an attribute.
  struct Term: Equatable {
    var item: String
    var attribute: NSLayoutConstraint.Attribute
  }

  var first: Term
  var relation: NSLayoutConstraint.Relation
  var second: Term?
  var multiplier: CGFloat = 1
  var constant: CGFloat = 0
  var priority = UILayoutPriority.required

  /// The attributes by the names the anchors use.
  static let attributes: KeyValuePairs<String, NSLayoutConstraint.Attribute> = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
    "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
    "centerY": .centerY, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
    "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
    "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
    "centerYWithinMargins": .centerYWithinMargins,
  ]

  /// Parses `text`; a problem is described with the column it starts at (1-based, in `text`).
  static func parse(_ text: String) throws(ParseError) -> ConstraintEquation {
    var scanner = EquationScanner(text)
    let first = try scanner.term()
    let relation = try scanner.relation()
    var equation = ConstraintEquation(first: first, relation: relation)
    if let number = try scanner.number() {
      equation.constant = number
    } else {
      equation.second = try scanner.term()
      if scanner.take("*") {
        equation.multiplier = try scanner.requireNumber("a multiplier after '*'")
      } else if scanner.take("/") {
        let divisor = try scanner.requireNumber("a divisor after '/'")
        guard divisor != 0 else { throw scanner.failure("cannot divide by 0") }
        equation.multiplier = 1 / divisor
      }
      if scanner.take("+") {
        equation.constant = try scanner.requireNumber("a constant after '+'")
      } else if scanner.take("-") {
        equation.constant = -(try scanner.requireNumber("a constant after '-'"))
      }
    }
    if scanner.take("@") { equation.priority = try scanner.priority() }
    guard scanner.atEnd else {
      throw scanner.failure("expected '+', '-', '*', '@' or the end")
    }
    return equation
  }

  /// What went wrong and where.
  struct ParseError: Error, Equatable {
    var message: String
    var column: Int
  }
}

/// Reads an equation's tokens left to right, skipping spaces.
private struct EquationScanner {
  let characters: [Character]
  var position = 0

  init(_ text: String) { characters = Array(text) }

  var atEnd: Bool {
    mutating get {
      skipSpaces()
      return position == characters.count
    }
  }

  func failure(_ message: String) -> ConstraintEquation.ParseError {
    ConstraintEquation.ParseError(message: message, column: position + 1)
  }

  mutating func skipSpaces() {
    while position < characters.count, characters[position] == " " { position += 1 }
  }

  mutating func take(_ text: String) -> Bool {
    skipSpaces()
    let token = Array(text)
    guard position + token.count <= characters.count,
      Array(characters[position..<position + token.count]) == token
    else { return false }
    position += token.count
    return true
  }

  /// `name(.name)*`: the last name is the attribute, the rest the item (`self` if none).
  mutating func term() throws(ConstraintEquation.ParseError) -> ConstraintEquation.Term {
    skipSpaces()
    let start = position
    while position < characters.count, Self.continuesPath(characters[position]) { position += 1 }
    guard position > start else {
      throw failure("expected an item and attribute such as 'title.leading'")
    }
    // The last `.` ends the item: `wifi.title.leading` is item `wifi.title`.
    let dot = characters[start..<position].lastIndex(of: ".")
    let name = string(dot.map { $0 + 1 } ?? start, position)
    guard let attribute = ConstraintEquation.attributes.first(where: { $0.key == name })?.value
    else {
      let column = position - name.count + 1
      let hints = NearestNames.to(name, in: ConstraintEquation.attributes.map(\.key))
      throw ConstraintEquation.ParseError(
        message: "unknown attribute '\(name)'"
          + (hints.isEmpty ? "" : "; did you mean '\(hints.joined(separator: "' or '"))'?"),
        column: column)
    }
    return .init(item: dot.map { string(start, $0) } ?? "self", attribute: attribute)
  }

  /// The characters from `start` to `end` as a string. A loop the compiler specializes:
  /// `String(characters[start..<end])` takes the generic path, whose cost showed in the
  /// render's profile.
  func string(_ start: Int, _ end: Int) -> String {
    var result = ""
    for character in characters[start..<end] { result.append(character) }
    return result
  }

  /// Whether `character` is part of an `item.attribute` path: a letter, a digit, `_` or `.`.
  private static func continuesPath(_ character: Character) -> Bool {
    // ASCII first: Unicode's letter and number properties are table lookups the usual names
    // need not pay, and equations are scanned for every constraint a mockup makes.
    if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
      let scalar = Unicode.Scalar(ascii)
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
    }
    return character.isLetter || character.isNumber
  }

  mutating func relation() throws(ConstraintEquation.ParseError) -> NSLayoutConstraint.Relation {
    if take("==") { return .equal }
    if take(">=") { return .greaterThanOrEqual }
    if take("<=") { return .lessThanOrEqual }
    throw failure("expected '==', '>=' or '<='")
  }

  /// A number, if one is next: an optional sign, digits with a point, and an exponent
  /// (`1e3`, `2.5E-2`) as the visual format's numbers take.
  /// - Throws: a number too large for a length, at its column.
  mutating func number() throws(ConstraintEquation.ParseError) -> CGFloat? {
    skipSpaces()
    let start = position
    if position < characters.count, "+-".contains(characters[position]) { position += 1 }
    skipDigits()
    if position < characters.count, "eE".contains(characters[position]) {
      var exponent = position + 1
      if exponent < characters.count, "+-".contains(characters[exponent]) { exponent += 1 }
      if exponent < characters.count, characters[exponent].isASCII,
        characters[exponent].isNumber
      {
        position = exponent
        skipDigits()
      }
    }
    let text = string(start, position)
    guard let value = Double(text) else {
      position = start
      return nil
    }
    guard value.isFinite else {
      let column = start + 1
      position = start
      throw ConstraintEquation.ParseError(
        message: "the number '\(text.count > 24 ? text.prefix(20) + "…" : text)' is too large",
        column: column)
    }
    return CGFloat(value)
  }

  private mutating func skipDigits() {
    while position < characters.count,
      (characters[position].isASCII && characters[position].isNumber)
        || characters[position] == "."
    {
      position += 1
    }
  }

  mutating func requireNumber(_ what: String) throws(ConstraintEquation.ParseError) -> CGFloat {
    guard let value = try number() else { throw failure("expected \(what)") }
    return value
  }

  mutating func priority() throws(ConstraintEquation.ParseError) -> UILayoutPriority {
    skipSpaces()
    let start = position
    while position < characters.count, characters[position].isLetter { position += 1 }
    if position > start {
      let name = string(start, position)
      guard let named = LayoutPriorities.named(name) else {
        position = start
        throw failure("unknown priority '\(name)'; expected 1…1000 or required, defaultHigh…")
      }
      return named
    }
    guard let value = try number(), (1...1000).contains(value) else {
      throw failure("expected a priority from 1 to 1000 after '@'")
    }
    return UILayoutPriority(Float(value))
  }
}
