import Foundation

/// The patterns `NSDataDetector` finds links and phone numbers with.
enum DataPatterns {
  /// A URL with a scheme; an e-mail address; a `www.` address; a bare domain name with a
  /// common top-level domain: in that order, so that at one place the longest reading wins.
  private static let link = try! NSRegularExpression(
    pattern: [
      #"(?<scheme>\b[a-z][a-z0-9+.-]*://[^\s<>"]+|\bmailto:[^\s<>"]+)"#,
      #"(?<email>\b[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b)"#,
      #"(?<www>\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s<>"]*)"#,
      #"(?<domain>\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:"#
        + "com|org|net|edu|gov|mil|int|io|co|app|dev|info|biz|me|tv|us|uk|ca|de|fr|es|it|nl|ru"
        + #"|jp|cn|in|au|br)\b(?:/[^\s<>"]*)?)"#,
    ].joined(separator: "|"),
    options: [.caseInsensitive])

  /// An optional country code, an optional area code in parentheses, then groups of digits
  /// separated by a space, dot or hyphen; 7 to 15 digits in all (checked after matching).
  private static let phone = try! NSRegularExpression(
    pattern: #"(?<![\w+])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?"#
      + #"\d{1,4}(?:[ .-]?\d{1,4}){1,5}(?!\w)"#)

  /// Characters that end a sentence rather than a link.
  private static let trailingPunctuation = Set(".,;:!?'\")]}")

  /// The links and phone numbers `types` asks for in `range` of `string`, in order; where a
  /// link and a phone number overlap, the one that starts first.
  static func matches(in string: String, range: NSRange, types: NSTextCheckingTypes)
    -> [NSTextCheckingResult]
  {
    var found: [DetectedData] = []
    if types & NSTextCheckingResult.CheckingType.link.rawValue != 0 {
      found += links(in: string, range: range)
    }
    if types & NSTextCheckingResult.CheckingType.phoneNumber.rawValue != 0 {
      found += phoneNumbers(in: string, range: range)
    }
    found.sort { $0.range.location < $1.range.location }
    var kept: [DetectedData] = []
    for result in found {
      if let last = kept.last, NSMaxRange(last.range) > result.range.location { continue }
      kept.append(result)
    }
    return kept
  }

  private static func links(in string: String, range: NSRange) -> [DetectedData] {
    let text = string as NSString
    return link.matches(in: string, range: range).compactMap { match in
      var matched = text.substring(with: match.range)
      while let last = matched.last, trailingPunctuation.contains(last),
        !(last == ")" && matched.filter { $0 == "(" }.count >= matched.filter { $0 == ")" }.count)
      {
        matched.removeLast()
      }
      guard !matched.isEmpty else { return nil }
      let address: String
      if match.range(withName: "scheme").location != NSNotFound {
        address = matched
      } else if match.range(withName: "email").location != NSNotFound {
        address = "mailto:" + matched
      } else {
        address = "http://" + matched
      }
      guard let url = URL(string: address) else { return nil }
      let found = NSRange(location: match.range.location, length: (matched as NSString).length)
      return DetectedData(type: .link, range: found, url: url)
    }
  }

  private static func phoneNumbers(in string: String, range: NSRange) -> [DetectedData] {
    let text = string as NSString
    return phone.matches(in: string, range: range).compactMap { match in
      let number = text.substring(with: match.range)
      let digits = number.filter(\.isASCIIDigit).count
      guard (7...15).contains(digits) else { return nil }
      return DetectedData(type: .phoneNumber, range: match.range, number: number)
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
