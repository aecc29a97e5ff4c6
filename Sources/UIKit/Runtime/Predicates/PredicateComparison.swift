import Foundation

/// How a comparison predicate compares two values, as Apple's predicate programming guide
/// describes: numbers (and Booleans) by value, strings by their characters (with `[c]` and
/// `[d]`), dates in time order, anything else by `isEqual`; nil equals only nil and is neither
/// less nor greater than anything.
struct PredicateComparison {
  let options: NSComparisonPredicate.Options

  func holds(_ type: NSComparisonPredicate.Operator, _ left: Any?, _ right: Any?) -> Bool {
    switch type {
    case .equalTo: return equal(left, right)
    case .notEqualTo: return !equal(left, right)
    case .lessThan: return order(left, right) == .orderedAscending
    case .lessThanOrEqualTo: return [.orderedAscending, .orderedSame].contains(order(left, right))
    case .greaterThan: return order(left, right) == .orderedDescending
    case .greaterThanOrEqualTo:
      return [.orderedDescending, .orderedSame].contains(order(left, right))
    case .matches: return strings(left, right).map { matches($0, pattern: $1) } ?? false
    case .like:
      return strings(left, right).map { matches($0, pattern: Self.regex(like: $1)) } ?? false
    case .beginsWith:
      return strings(left, right).map { range(of: $1, in: $0, [.anchored]) } ?? false
    case .endsWith:
      return strings(left, right).map { range(of: $1, in: $0, [.anchored, .backwards]) } ?? false
    case .contains: return contains(left, right)
    case .in: return contains(right, left)
    case .customSelector, .between: return false
    }
  }

  private var stringOptions: String.CompareOptions {
    var result: String.CompareOptions = []
    if options.contains(.caseInsensitive) { result.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { result.insert(.diacriticInsensitive) }
    return result
  }

  private func strings(_ left: Any?, _ right: Any?) -> (String, String)? {
    guard let left = Self.string(left), let right = Self.string(right) else { return nil }
    return (left, right)
  }

  private static func string(_ value: Any?) -> String? {
    value as? String ?? (value as? NSString).map { $0 as String }
  }

  private static func number(_ value: Any?) -> Double? {
    switch value {
    case let bool as Bool: bool ? 1 : 0
    case let number as NSNumber: number.doubleValue
    case let int as Int: Double(int)
    case let double as Double: double
    case let float as Float: Double(float)
    case let float as CGFloat: Double(float)
    default: nil
    }
  }

  private func equal(_ left: Any?, _ right: Any?) -> Bool {
    if left == nil || right == nil { return left == nil && right == nil }
    if let order = order(left, right) { return order == .orderedSame }
    return (left as? NSObject)?.isEqual(right) ?? false
  }

  private func order(_ left: Any?, _ right: Any?) -> ComparisonResult? {
    if let a = Self.number(left), let b = Self.number(right) {
      return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    if let (a, b) = strings(left, right) { return a.compare(b, options: stringOptions) }
    if let a = left as? Date, let b = right as? Date { return a.compare(b) }
    return nil
  }

  private func range(of part: String, in whole: String, _ extra: String.CompareOptions) -> Bool {
    whole.range(of: part, options: stringOptions.union(extra)) != nil
  }

  /// A string contains a substring; a collection contains an element equal to the value.
  private func contains(_ container: Any?, _ element: Any?) -> Bool {
    if let (whole, part) = strings(container, element) { return range(of: part, in: whole, []) }
    let items: [Any]? =
      (container as? [Any]) ?? (container as? NSArray).map { $0.map { $0 } }
      ?? (container as? Set<AnyHashable>).map { Array($0) }
    return items?.contains { equal($0, element) } ?? false
  }

  /// ICU regular expression matching of the whole string, as `MATCHES` is.
  private func matches(_ string: String, pattern: String) -> Bool {
    var regexOptions: NSRegularExpression.Options = []
    if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
    guard
      let regex = try? NSRegularExpression(pattern: "\\A(?:\(pattern))\\z", options: regexOptions)
    else {
      Selector.warn("MATCHES: '\(pattern)' is not a regular expression; the comparison is false")
      return false
    }
    let whole = NSRange(string.startIndex..., in: string)
    return regex.firstMatch(in: string, options: [], range: whole) != nil
  }

  /// `LIKE`'s wildcards (`?` one character, `*` any run) as a regular expression.
  private static func regex(like pattern: String) -> String {
    pattern.map { character -> String in
      switch character {
      case "?": "."
      case "*": ".*"
      default: NSRegularExpression.escapedPattern(for: String(character))
      }
    }.joined()
  }
}
