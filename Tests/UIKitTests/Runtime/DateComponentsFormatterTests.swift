import Foundation
import Testing
import UIKit

/// `DateComponentsFormatter` in U.S. English, checked against the examples of Apple's
/// documentation of its units styles and zero formatting behaviours. (`UIKit.` names
/// Offscreen's formatter, which shares its name with Foundation's unavailable one.)
@MainActor @Suite struct DateComponentsFormatterTests {
  private let long = DateComponents(year: 3, month: 9, day: 26, hour: 19, second: 17)
  private let morning = DateComponents(hour: 9, minute: 41, second: 30)

  private func string(
    _ components: DateComponents, _ style: UIKit.DateComponentsFormatter.UnitsStyle,
    units: NSCalendar.Unit? = nil,
    zeros: UIKit.DateComponentsFormatter.ZeroFormattingBehavior = .default
  ) -> String? {
    let formatter = UIKit.DateComponentsFormatter()
    formatter.unitsStyle = style
    formatter.zeroFormattingBehavior = zeros
    if let units { formatter.allowedUnits = units }
    return formatter.string(from: components)
  }

  @Test func eachStyleWritesUnitsAsAppleDocumentsIt() {
    #expect(string(long, .full) == "3 years, 9 months, 26 days, 19 hours, 17 seconds")
    #expect(string(long, .short) == "3 yrs, 9 mths, 26 days, 19 hr, 17 sec")
    #expect(string(long, .abbreviated) == "3y 9mo 26d 19h 17s")
    #expect(string(long, .brief) == "3yrs 9mths 26days 19hr 17sec")
    #expect(string(morning, .spellOut) == "nine hours, forty-one minutes, thirty seconds")
    #expect(string(morning, .positional) == "9:41:30")
  }

  /// What Eureka's count-down rows show: hours and minutes, singular for one. Positional
  /// pads the trailing seconds, which the components leave unset (0).
  @Test func theClassMethodUsesTheDefaultsButTheStyle() {
    let twoHoursFive = DateComponents(hour: 2, minute: 5)
    #expect(
      UIKit.DateComponentsFormatter.localizedString(from: twoHoursFive, unitsStyle: .full)
        == "2 hours, 5 minutes")
    let oneAndOne = DateComponents(hour: 1, minute: 1)
    #expect(
      UIKit.DateComponentsFormatter.localizedString(from: oneAndOne, unitsStyle: .full)
        == "1 hour, 1 minute")
    #expect(
      UIKit.DateComponentsFormatter.localizedString(from: oneAndOne, unitsStyle: .positional)
        == "1:01:00")
  }

  @Test func zeroUnitsAreDroppedAsTheBehaviourSays() {
    let hourAndTen = DateComponents(hour: 1, minute: 0, second: 10)
    let clock: NSCalendar.Unit = [.hour, .minute, .second]
    let days: NSCalendar.Unit = [.day, .hour, .minute, .second]
    #expect(string(hourAndTen, .positional, units: clock) == "1:00:10")
    #expect(string(hourAndTen, .abbreviated, units: days) == "1h 10s")
    #expect(string(hourAndTen, .abbreviated, units: clock, zeros: .none) == "1h 0m 10s")
    #expect(string(DateComponents(hour: 1), .abbreviated, units: days, zeros: .dropAll) == "1h")
    #expect(
      string(DateComponents(hour: 1, minute: 10), .full, units: clock, zeros: .dropTrailing)
        == "1 hour, 10 minutes")
    #expect(string(DateComponents(hour: 1), .positional, units: days, zeros: .pad) == "0d 1:00:00")
    #expect(
      string(DateComponents(hour: 1), .abbreviated, units: days, zeros: .pad) == "0d 1h 0m 0s")
  }

  @Test func nothingButZerosIsTheSmallestUnit() {
    let formatter = UIKit.DateComponentsFormatter()
    formatter.unitsStyle = .full
    formatter.allowedUnits = [.hour, .minute]
    #expect(formatter.string(from: DateComponents(hour: 0, minute: 0)) == "0 minutes")
    #expect(formatter.string(for: DateComponents(hour: 2)) == "2 hours")
    #expect(formatter.string(for: "two hours") == nil)
  }
}
