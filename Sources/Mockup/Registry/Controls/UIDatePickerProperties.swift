import Foundation
import UIKit

/// UIDatePicker's properties. `date` is ISO 8601: `2026-11-21T09:41:00Z`, with an offset
/// (`+09:00`), or without one (`2026-11-21T09:41`, `2026-11-21`), which reads the time in the
/// picker's `timeZone` (an identifier such as `Asia/Seoul`; the machine's zone when not set),
/// so the picker shows the time as written. It is set after `timeZone` whatever the file's
/// order. A picker without a `date` shows the time it is rendered, as on iOS.
@MainActor
enum UIDatePickerProperties {
  static var all: [ViewProperty] {
    [
      ViewProperty.checked(UIDatePicker.self, "date", .string) { picker, text, node, _ in
        picker.date = try ISO8601Date.read(text, in: picker.timeZone ?? .current, at: node)
      }.appliedLast(),
      .checked(UIDatePicker.self, "timeZone", .string) { picker, identifier, node, _ in
        guard let zone = TimeZone(identifier: identifier) else {
          throw node.error(
            .unknownName, "unknown time zone '\(identifier)'",
            suggestions: NearestNames.to(identifier, in: TimeZone.knownTimeZoneIdentifiers))
        }
        picker.timeZone = zone
      },
      .on(
        UIDatePicker.self, "datePickerMode",
        .oneOf([
          "time": UIDatePicker.Mode.time, "date": .date, "dateAndTime": .dateAndTime,
          "countDownTimer": .countDownTimer, "yearAndMonth": .yearAndMonth,
        ]), \.datePickerMode),
      .on(
        UIDatePicker.self, "preferredDatePickerStyle",
        .oneOf([
          "automatic": UIDatePickerStyle.automatic, "wheels": .wheels, "compact": .compact,
          "inline": .inline,
        ]), \.preferredDatePickerStyle),
    ]
  }
}

/// Reads the ISO 8601 dates a mockup writes.
enum ISO8601Date {
  /// The shapes accepted, longest first; `XXXXX` is `Z` or an offset such as `+09:00`.
  private static let formats = [
    "yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mmXXXXX", "yyyy-MM-dd'T'HH:mm:ss",
    "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd",
  ]

  /// The date `text` names; a time without an offset is read in `zone`.
  static func read(_ text: String, in zone: TimeZone, at node: MockupNode) throws -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = zone
    formatter.isLenient = false
    for format in formats {
      formatter.dateFormat = format
      if let date = formatter.date(from: text) { return date }
    }
    throw node.error(
      .badValue,
      "expected an ISO 8601 date such as 2026-11-21T09:41:00Z, 2026-11-21T09:41 or 2026-11-21, "
        + "found '\(text)'")
  }
}
