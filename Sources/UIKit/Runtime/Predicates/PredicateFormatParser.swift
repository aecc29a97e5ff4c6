import Foundation

/// Reads a predicate format string, as Apple's predicate format string syntax writes it, into
/// predicates: comparisons of two operands (`==`, `=`, `!=`, `<>`, `<`, `<=`, `>`, `>=`,
/// `MATCHES`, `LIKE`, `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `IN`, with `[c]`, `[d]`, `[cd]`),
/// joined by `AND`/`&&`, `OR`/`||` and `NOT`/`!` with parentheses; `TRUEPREDICATE`,
/// `FALSEPREDICATE`. Operands: `$variable`, `SELF`, key paths, quoted strings, numbers,
/// `TRUE`/`YES`, `FALSE`/`NO`, `NIL`/`NULL`, and the arguments `%@`, `%K`, `%d`, `%i`, `%ld`,
/// `%f`. Keywords are read in any case.
///
/// Divergence: aggregates (`ANY`, `ALL`, `{…}`), functions, `BETWEEN`, `SUBQUERY` and
/// assignments are not read: like a format string iOS cannot parse, they raise
/// `NSInvalidArgumentException`, naming what was found and where.
struct PredicateFormatParser {
  enum Token: Equatable {
    case word(String), string(String), number(Double), variable(String), argument(String)
    case symbol(String)
  }

  private let format: String
  private var tokens: [(token: Token, offset: Int)] = []
  private var position = 0
  private var arguments: [Any]

  init(_ format: String, arguments: [Any]) throws(PredicateFormatError) {
    self.format = format
    self.arguments = arguments
    tokens = try Self.tokenize(format)
  }

  /// The whole string as one predicate.
  mutating func parse() throws(PredicateFormatError) -> NSPredicate {
    let predicate = try disjunction()
    if position < tokens.count { throw error("unexpected \(describe(tokens[position].token))") }
    return predicate
  }

  // MARK: Grammar

  private mutating func disjunction() throws(PredicateFormatError) -> NSPredicate {
    var parts = [try conjunction()]
    while accept(keyword: "OR") || accept(symbol: "||") { parts.append(try conjunction()) }
    return parts.count == 1 ? parts[0] : NSCompoundPredicate(orPredicateWithSubpredicates: parts)
  }

  private mutating func conjunction() throws(PredicateFormatError) -> NSPredicate {
    var parts = [try negation()]
    while accept(keyword: "AND") || accept(symbol: "&&") { parts.append(try negation()) }
    return parts.count == 1 ? parts[0] : NSCompoundPredicate(andPredicateWithSubpredicates: parts)
  }

  private mutating func negation() throws(PredicateFormatError) -> NSPredicate {
    if accept(keyword: "NOT") || accept(symbol: "!") {
      return NSCompoundPredicate(notPredicateWithSubpredicate: try negation())
    }
    if accept(symbol: "(") {
      let inner = try disjunction()
      guard accept(symbol: ")") else { throw error("a ( without its )") }
      return inner
    }
    if accept(keyword: "TRUEPREDICATE") { return NSPredicate(value: true) }
    if accept(keyword: "FALSEPREDICATE") { return NSPredicate(value: false) }
    return try comparison()
  }

  private mutating func comparison() throws(PredicateFormatError) -> NSPredicate {
    let left = try operand()
    let type = try comparisonOperator()
    var options: NSComparisonPredicate.Options = []
    if accept(symbol: "[") {
      guard case .word(let letters)? = next()?.token, accept(symbol: "]") else {
        throw error("a comparison's options are written [c], [d] or [cd]")
      }
      for letter in letters.lowercased() {
        switch letter {
        case "c": options.insert(.caseInsensitive)
        case "d": options.insert(.diacriticInsensitive)
        case "n": options.insert(.normalized)
        default: throw error("[\(letters)] is not a comparison option (c, d or n)")
        }
      }
    }
    let right = try operand()
    return NSComparisonPredicate(
      leftExpression: left, rightExpression: right, type: type, options: options)
  }

  private mutating func comparisonOperator() throws(PredicateFormatError)
    -> NSComparisonPredicate.Operator
  {
    guard let (token, _) = next() else { throw error("a comparison without its operator") }
    switch token {
    case .symbol("=="), .symbol("="): return .equalTo
    case .symbol("!="), .symbol("<>"): return .notEqualTo
    case .symbol("<"): return .lessThan
    case .symbol("<="), .symbol("=<"): return .lessThanOrEqualTo
    case .symbol(">"): return .greaterThan
    case .symbol(">="), .symbol("=>"): return .greaterThanOrEqualTo
    case .word(let word):
      switch word.uppercased() {
      case "MATCHES": return .matches
      case "LIKE": return .like
      case "BEGINSWITH": return .beginsWith
      case "ENDSWITH": return .endsWith
      case "CONTAINS": return .contains
      case "IN": return .in
      default: break
      }
    default: break
    }
    position -= 1
    throw error("\(describe(token)) is not a comparison Offscreen reads")
  }

  private mutating func operand() throws(PredicateFormatError) -> NSExpression {
    guard let (token, _) = next() else { throw error("a comparison without its operand") }
    switch token {
    case .string(let text): return NSExpression(forConstantValue: text)
    case .number(let number):
      return NSExpression(
        forConstantValue: number == number.rounded() && abs(number) < 1e15
          ? NSNumber(value: Int(number)) : NSNumber(value: number))
    case .variable(let name): return NSExpression(forVariable: name)
    case .argument(let specifier): return try argument(specifier)
    case .word(let word):
      switch word.uppercased() {
      case "SELF": return .expressionForEvaluatedObject()
      case "TRUE", "YES": return NSExpression(forConstantValue: true)
      case "FALSE", "NO": return NSExpression(forConstantValue: false)
      case "NIL", "NULL": return NSExpression(forConstantValue: nil)
      case "ANY", "ALL", "SOME", "NONE", "SUBQUERY", "FUNCTION", "BETWEEN":
        position -= 1
        throw error("\(word) is not read by Offscreen's predicate format strings")
      default: return NSExpression(forKeyPath: word)
      }
    case .symbol:
      position -= 1
      throw error("\(describe(token)) where an operand belongs")
    }
  }

  private mutating func argument(_ specifier: String) throws(PredicateFormatError) -> NSExpression {
    guard !arguments.isEmpty else {
      position -= 1
      throw error("%\(specifier) without an argument for it")
    }
    let value = arguments.removeFirst()
    switch specifier {
    case "K":
      guard let keyPath = value as? String else { throw error("%K's argument is not a string") }
      return NSExpression(forKeyPath: keyPath)
    default: return NSExpression(forConstantValue: value)
    }
  }

  // MARK: Tokens

  private mutating func next() -> (token: Token, offset: Int)? {
    guard position < tokens.count else { return nil }
    defer { position += 1 }
    return tokens[position]
  }

  private mutating func accept(keyword: String) -> Bool {
    guard position < tokens.count, case .word(let word) = tokens[position].token,
      word.uppercased() == keyword
    else { return false }
    position += 1
    return true
  }

  private mutating func accept(symbol: String) -> Bool {
    guard position < tokens.count, tokens[position].token == .symbol(symbol) else { return false }
    position += 1
    return true
  }

  private func describe(_ token: Token) -> String {
    switch token {
    case .word(let word): "'\(word)'"
    case .string(let text): "the string \"\(text)\""
    case .number(let number): "the number \(number)"
    case .variable(let name): "$\(name)"
    case .argument(let specifier): "%\(specifier)"
    case .symbol(let symbol): "'\(symbol)'"
    }
  }

  private func error(_ message: String) -> PredicateFormatError {
    let offset = position < tokens.count ? tokens[position].offset : format.count
    return PredicateFormatError(format: format, offset: offset, message: message)
  }

  private static func tokenize(_ format: String) throws(PredicateFormatError) -> [(
    token: Token, offset: Int
  )] {
    let characters = Array(format)
    var tokens: [(token: Token, offset: Int)] = []
    var index = 0
    func fail(_ message: String) -> PredicateFormatError {
      PredicateFormatError(format: format, offset: index, message: message)
    }
    while index < characters.count {
      let start = index
      let character = characters[index]
      if character.isWhitespace {
        index += 1
        continue
      }
      if character == "\"" || character == "'" {
        var text = ""
        index += 1
        while index < characters.count, characters[index] != character {
          if characters[index] == "\\", index + 1 < characters.count { index += 1 }
          text.append(characters[index])
          index += 1
        }
        guard index < characters.count else { throw fail("a string without its closing quote") }
        index += 1
        tokens.append((.string(text), start))
      } else if character.isNumber
        || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber
          && !(tokens.last.map { Self.endsOperand($0.token) } ?? false))
      {
        index += 1
        while index < characters.count, characters[index].isNumber || characters[index] == "." {
          index += 1
        }
        guard let number = Double(String(characters[start..<index])) else {
          throw fail("\(String(characters[start..<index])) is not a number")
        }
        tokens.append((.number(number), start))
      } else if character == "$" || character.isLetter || character == "_" || character == "@" {
        index += 1
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber
            || "_.@".contains(characters[index])
        {
          index += 1
        }
        let word = String(characters[start..<index])
        tokens.append((character == "$" ? .variable(String(word.dropFirst())) : .word(word), start))
      } else if character == "%" {
        var specifier = ""
        index += 1
        while index < characters.count, characters[index] == "l" {
          specifier.append("l")
          index += 1
        }
        guard index < characters.count, "@Kdif".contains(characters[index]) else {
          throw fail("%\(specifier)… is not an argument Offscreen reads (%@, %K, %d, %i, %ld, %f)")
        }
        specifier.append(characters[index])
        index += 1
        tokens.append((.argument(specifier.replacingOccurrences(of: "l", with: "")), start))
      } else {
        let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
        if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(two) {
          tokens.append((.symbol(two), start))
          index += 2
        } else if "=<>!()[]".contains(character) {
          tokens.append((.symbol(String(character)), start))
          index += 1
        } else {
          throw fail("'\(character)' is not part of a predicate format string Offscreen reads")
        }
      }
    }
    return tokens
  }

  /// Whether a token ends an operand, so that a following `-` is a minus rather than a sign.
  private static func endsOperand(_ token: Token) -> Bool {
    switch token {
    case .symbol(let symbol): symbol == ")" || symbol == "]"
    default: true
    }
  }
}

/// A format string that cannot be read: what was found, and where.
struct PredicateFormatError: Error {
  let format: String
  let offset: Int
  let message: String

  var description: String {
    "Unable to parse the format string \"\(format)\" at character \(offset): \(message)"
  }
}
