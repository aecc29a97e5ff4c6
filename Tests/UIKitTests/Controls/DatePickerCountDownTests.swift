import Foundation
import Testing
import UIKit

/// `countDownDuration`: 0 by default, at most 23:59 (86,340 seconds).
@MainActor @Suite struct DatePickerCountDownTests {
  @Test func theDurationStartsAtZeroAndStaysWithinADay() {
    let picker = UIDatePicker()
    picker.datePickerMode = .countDownTimer
    #expect(picker.countDownDuration == 0)
    picker.countDownDuration = 90 * 60
    #expect(picker.countDownDuration == 5_400)
    picker.countDownDuration = 100_000
    #expect(picker.countDownDuration == 86_340)
    picker.countDownDuration = -5
    #expect(picker.countDownDuration == 0)
  }
}
