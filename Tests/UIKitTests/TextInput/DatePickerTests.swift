import CoreGraphics
import Foundation
import TestSupport
import Testing
import UIKit

/// The compact picker: one pill per part, each its text at 17 points plus 11 points a side,
/// 34 high, 6 apart; the text formatted as in the United States, in the picker's time zone.
@MainActor @Suite struct DatePickerTests {
  /// 1 January 1970 at 00:00 UTC, then 14:05 on 21 November 2026 UTC.
  private static let epoch = Date(timeIntervalSince1970: 0)
  private static let afternoon = Date(timeIntervalSince1970: 1_795_269_900)

  private func pillWidth(_ text: String, scale: CGFloat) -> CGFloat {
    let width = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
      .size().width
    return (width * scale).rounded(.up) / scale + 22
  }

  private func picker(_ mode: UIDatePicker.Mode, _ date: Date = epoch) -> UIDatePicker {
    let picker = UIDatePicker()
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.date = date
    picker.datePickerMode = mode
    return picker
  }

  @Test func defaults_matchUIKit() {
    let picker = UIDatePicker()
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.preferredDatePickerStyle == .automatic)
    #expect(picker.datePickerStyle == .compact)
    #expect(abs(picker.date.timeIntervalSinceNow) < 60)
  }

  @Test func intrinsicSize_isThePillsSideBySide() {
    let date = picker(.date)
    let scale = date.contentScaleFactor
    #expect(
      date.intrinsicContentSize == CGSize(width: pillWidth("Jan 1, 1970", scale: scale), height: 34)
    )
    let time = picker(.time)
    #expect(time.intrinsicContentSize.width == pillWidth("12:00 AM", scale: scale))
    let both = picker(.dateAndTime)
    #expect(
      both.intrinsicContentSize.width
        == pillWidth("Jan 1, 1970", scale: scale) + 6 + pillWidth("12:00 AM", scale: scale))
  }

  /// 1,795,269,900 s after the epoch is 2026-11-21 14:05 UTC (20,778 days of 86,400 s, then
  /// 50,700 s = 14 h 5 min):
  /// "Nov 21, 2026" and "2:05 PM"; in Tokyo (UTC+9) it is 11:05 PM the same day.
  @Test func text_isFormattedInTheTimeZone() {
    let utc = picker(.dateAndTime, Self.afternoon)
    let scale = utc.contentScaleFactor
    let expected = pillWidth("Nov 21, 2026", scale: scale) + 6 + pillWidth("2:05 PM", scale: scale)
    #expect(abs(utc.intrinsicContentSize.width - expected) < 1e-9)
    let tokyo = picker(.time, Self.afternoon)
    tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")
    #expect(tokyo.intrinsicContentSize.width == pillWidth("11:05 PM", scale: scale))
  }

  @Test func look_matchesTheGolden() throws {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 136))
    container.backgroundColor = .systemBackground
    let pickers = [
      picker(.dateAndTime, Self.afternoon), picker(.date, Self.afternoon),
      picker(.time, Self.afternoon),
    ]
    pickers[2].isEnabled = false
    for (index, picker) in pickers.enumerated() {
      picker.frame = CGRect(
        origin: CGPoint(x: 8, y: 8 + CGFloat(index) * 42), size: picker.intrinsicContentSize)
      container.addSubview(picker)
    }
    try GoldenImage.assertMatches(
      container.renderedImage(scale: 2).pixels, golden: "UIKit/TextInput/date-pickers.png")
  }
}
