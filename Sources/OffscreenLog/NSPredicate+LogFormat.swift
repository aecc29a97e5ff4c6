import Foundation

/// `NSPredicate(format:)` for log store queries, which Foundation on Linux does not have
/// (it has no predicate strings): comparisons of an entry's keys with quoted strings, joined
/// by `AND` or `&&`: `subsystem == 'com.example.app' AND composedMessage CONTAINS 'leak'`.
/// The operators are `==`, `=`, `!=`, `CONTAINS`, `BEGINSWITH` and `ENDSWITH`.
///
/// Divergence: only this form, and only for ``OSLogStore``'s entries. A format outside it
/// writes a message naming the format and what was not understood, and matches nothing.
extension NSPredicate {
  public convenience init(format predicateFormat: String) {
    let clauses = LogPredicate.parse(predicateFormat)
    if case .failure(let problem) = clauses {
      FileHandle.standardError.write(
        Data("OffscreenLog: NSPredicate(format: \"\(predicateFormat)\"): \(problem)\n".utf8))
    }
    self.init { object, _ in
      guard case .success(let clauses) = clauses, let entry = object as? OSLogEntryLog else {
        return false
      }
      return clauses.allSatisfy { $0.holds(for: entry) }
    }
  }
}

/// One comparison of a log predicate: `key OPERATOR 'value'`.
struct LogPredicate: Sendable {
  enum Operator: String, Sendable, CaseIterable {
    case equal = "==", equalSign = "=", notEqual = "!=", contains = "CONTAINS"
    case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH"
  }

  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  let key: String
  let op: Operator
  let value: String

  func holds(for entry: OSLogEntryLog) -> Bool {
    guard let actual = entry.value(forPredicateKey: key) else { return false }
    return switch op {
    case .equal, .equalSign: actual == value
    case .notEqual: actual != value
    case .contains: actual.contains(value)
    case .beginsWith: actual.hasPrefix(value)
    case .endsWith: actual.hasSuffix(value)
    }
  }

  /// The comparisons of `format`, or what in it could not be read.
  static func parse(_ format: String) -> Result<[LogPredicate], Problem> {
    var clauses: [LogPredicate] = []
    var rest = Substring(format)
    while true {
      rest = rest.drop { $0 == " " }
      let key = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !key.isEmpty else {
        return .failure(Problem(description: "expected a key at \"\(rest)\""))
      }
      rest = rest.dropFirst(key.count).drop { $0 == " " }
      let upper = rest.uppercased()
      guard
        let op = Operator.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count })
          .first(where: { upper.hasPrefix($0.rawValue) })
      else {
        return .failure(Problem(description: "expected an operator after \(key) at \"\(rest)\""))
      }
      rest = rest.dropFirst(op.rawValue.count).drop { $0 == " " }
      guard let quote = rest.first, quote == "'" || quote == "\"",
        let end = rest.dropFirst().firstIndex(of: quote)
      else {
        return .failure(Problem(description: "expected a quoted string after \(op.rawValue)"))
      }
      clauses.append(
        LogPredicate(
          key: String(key), op: op, value: String(rest[rest.index(after: rest.startIndex)..<end])))
      rest = rest[rest.index(after: end)...].drop { $0 == " " }
      if rest.isEmpty { return .success(clauses) }
      if rest.uppercased().hasPrefix("AND") {
        rest = rest.dropFirst(3)
      } else if rest.hasPrefix("&&") {
        rest = rest.dropFirst(2)
      } else {
        return .failure(Problem(description: "expected AND at \"\(rest)\""))
      }
    }
  }
}
