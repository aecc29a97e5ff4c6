import Foundation
import Testing
import UIKit

// NSDataDetector as iOS's finds links and phone numbers (the ranges worked out by hand from
// the strings), and the throw for the types Offscreen does not detect.

private func detect(_ types: NSTextCheckingResult.CheckingType, in text: String) throws
  -> [NSTextCheckingResult]
{
  try NSDataDetector(types: types.rawValue)
    .matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
}

@Test func link_withScheme_isFoundWithItsURL() throws {
  let found = try detect(.link, in: "Check this http://google.com")
  #expect(found.count == 1)
  #expect(found.first?.resultType == .link)
  #expect(found.first?.range == NSRange(location: 11, length: 17))
  #expect(found.first?.url == URL(string: "http://google.com"))
}

@Test func link_endOfSentencePunctuationIsNotPartOfIt() throws {
  let found = try detect(.link, in: "Go to https://swift.org.")
  #expect(found.first?.range == NSRange(location: 6, length: 17))
  #expect(found.first?.url == URL(string: "https://swift.org"))
}

@Test func link_wwwAndBareDomains_getHTTP_emailsGetMailto() throws {
  let found = try detect(.link, in: "see www.apple.com/iphone, mail me@example.com or apple.com")
  #expect(
    found.map(\.range) == [
      NSRange(location: 4, length: 20), NSRange(location: 31, length: 14),
      NSRange(location: 49, length: 9),
    ])
  #expect(
    found.compactMap(\.url) == [
      URL(string: "http://www.apple.com/iphone")!, URL(string: "mailto:me@example.com")!,
      URL(string: "http://apple.com")!,
    ])
}

@Test func phoneNumber_withAreaCodeInParentheses() throws {
  let found = try detect(.phoneNumber, in: "Call me (888)555-5512")
  #expect(found.count == 1)
  #expect(found.first?.resultType == .phoneNumber)
  #expect(found.first?.range == NSRange(location: 8, length: 13))
  #expect(found.first?.phoneNumber == "(888)555-5512")
}

@Test func phoneNumber_needsSevenDigits() throws {
  #expect(try detect(.phoneNumber, in: "In 2024 we sold 123 456 units").isEmpty)
  #expect(try detect(.phoneNumber, in: "+44 20 7946 0958").first?.range.length == 16)
}

@Test func bothTypes_comeInTheOrderOfTheText() throws {
  let found = try detect([.link, .phoneNumber], in: "Call 555-123-4567 or visit apple.com")
  #expect(found.map(\.resultType) == [.phoneNumber, .link])
  #expect(found.map(\.range.location) == [5, 27])
}

@Test func enumerateMatches_stopsWhenAsked() throws {
  let detector = try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
  let text = "a.com b.com c.com"
  var seen = 0
  detector.enumerateMatches(in: text, range: NSRange(location: 0, length: 17)) { _, _, stop in
    seen += 1
    if seen == 2 { stop.pointee = true }
  }
  #expect(seen == 2)
  #expect(detector.numberOfMatches(in: text, range: NSRange(location: 0, length: 17)) == 3)
  #expect(
    detector.firstMatch(in: text, range: NSRange(location: 6, length: 11))?.range.location == 6)
}

@Test func typesItDoesNotDetect_throwSayingSo() {
  #expect(throws: NSError.self) {
    try NSDataDetector(types: NSTextCheckingResult.CheckingType.date.rawValue)
  }
}

@Test func scanner_nsStringForms_scanAsTheStringForms() {
  let scanner = Scanner(string: "abc&def;ghi")
  scanner.charactersToBeSkipped = nil
  var value: NSString?
  #expect(scanner.scanCharacters(from: .letters, into: &value))
  #expect(value == "abc")
  #expect(scanner.scanString("&", into: &value))
  #expect(value == "&")
  #expect(scanner.scanUpTo(";", into: &value))
  #expect(value == "def")
  #expect(!scanner.scanCharacters(from: .letters, into: &value))
  #expect(scanner.scanUpToCharacters(from: .letters, into: &value))
  #expect(value == ";")
  #expect(!scanner.scanString("x", into: &value))
}
