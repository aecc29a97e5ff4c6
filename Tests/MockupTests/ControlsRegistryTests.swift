import Foundation
import Testing
import UIKit

@testable import Mockup

/// The controls a mockup can name: each builds with its properties set, and a value the
/// control cannot take is an error of the right kind.
@MainActor @Suite struct ControlsRegistryTests {
  @Test func controls_takeTheirProperties() throws {
    // Every value differs from UIKit's default, so each check fails if the property is not
    // set. The dependent values come before what they depend on, to show the file's order
    // does not matter for them.
    let renderer = try MockupTesting.layOut(
      """
      view:
        subviews:
          - {class: UISwitch, id: toggle, isOn: true, onTintColor: systemOrange,
             thumbTintColor: systemYellow, preferredStyle: checkbox}
          - {class: UISlider, id: slider, value: 30, minimumValue: 10, maximumValue: 50,
             minimumTrackTintColor: systemRed, maximumTrackTintColor: systemGray,
             thumbTintColor: systemBlue, minimumValueImage: star, maximumValueImage: heart}
          - {class: UISegmentedControl, id: segments, selectedSegmentIndex: 2,
             items: [Day, Week, Month], selectedSegmentTintColor: systemTeal}
          - {class: UIStepper, id: stepper, value: 4, maximumValue: 10, minimumValue: 2,
             stepValue: 2, wraps: true}
          - {class: UIProgressView, id: progress, progress: 0.25, progressViewStyle: bar,
             progressTintColor: systemGreen, trackTintColor: systemPink}
          - {class: UIActivityIndicatorView, id: spinner, style: large, color: systemPurple,
             isAnimating: true}
          - {class: UIPageControl, id: pages, currentPage: 3, numberOfPages: 4,
             pageIndicatorTintColor: systemGray, currentPageIndicatorTintColor: systemIndigo,
             hidesForSinglePage: true, backgroundStyle: prominent}
      """)
    defer { renderer.close() }
    let views = renderer.views
    let toggle = try #require(views.view(withID: "toggle") as? UISwitch)
    #expect(toggle.isOn && toggle.preferredStyle == .checkbox)
    #expect(toggle.onTintColor == .systemOrange && toggle.thumbTintColor == .systemYellow)

    let slider = try #require(views.view(withID: "slider") as? UISlider)
    #expect(slider.value == 30 && slider.minimumValue == 10 && slider.maximumValue == 50)
    #expect(slider.minimumTrackTintColor == .systemRed)
    #expect(slider.maximumTrackTintColor == .systemGray && slider.thumbTintColor == .systemBlue)
    // Images compare by identity: compare the symbols' pictures.
    #expect(slider.minimumValueImage?.pngData() == UIImage(systemName: "star")?.pngData())
    #expect(slider.maximumValueImage?.pngData() == UIImage(systemName: "heart")?.pngData())

    let segments = try #require(views.view(withID: "segments") as? UISegmentedControl)
    #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 1) == "Week")
    #expect(segments.selectedSegmentIndex == 2)
    #expect(segments.selectedSegmentTintColor == .systemTeal)

    let stepper = try #require(views.view(withID: "stepper") as? UIStepper)
    #expect(stepper.value == 4 && stepper.minimumValue == 2 && stepper.maximumValue == 10)
    #expect(stepper.stepValue == 2 && stepper.wraps)

    let progress = try #require(views.view(withID: "progress") as? UIProgressView)
    #expect(progress.progress == 0.25 && progress.progressViewStyle == .bar)
    #expect(progress.progressTintColor == .systemGreen && progress.trackTintColor == .systemPink)

    let spinner = try #require(views.view(withID: "spinner") as? UIActivityIndicatorView)
    // Started, so shown (a new indicator is stopped and hidden, as on iOS).
    #expect(spinner.style == .large && spinner.isAnimating && !spinner.isHidden)
    #expect(spinner.color == .systemPurple)

    let pages = try #require(views.view(withID: "pages") as? UIPageControl)
    #expect(pages.numberOfPages == 4 && pages.currentPage == 3)
    #expect(pages.pageIndicatorTintColor == .systemGray)
    #expect(pages.currentPageIndicatorTintColor == .systemIndigo)
    #expect(pages.hidesForSinglePage && pages.backgroundStyle == .prominent)
  }

  @Test func activityIndicator_stoppedIsHiddenUnlessItSaysOtherwise() throws {
    let renderer = try MockupTesting.layOut(
      """
      view:
        subviews:
          - {class: UIActivityIndicatorView, id: stopped}
          - {class: UIActivityIndicatorView, id: shown, hidesWhenStopped: false}
      """)
    defer { renderer.close() }
    #expect(renderer.views.view(withID: "stopped")?.isHidden == true)
    #expect(renderer.views.view(withID: "shown")?.isHidden == false)
  }

  @Test func textInputs_takeTheirProperties() throws {
    let renderer = try MockupTesting.layOut(
      """
      view:
        subviews:
          - {class: UITextField, id: field, text: hello, placeholder: Email,
             borderStyle: roundedRect, font: {size: 20}, textColor: systemRed,
             textAlignment: center, clearButtonMode: always, isSecureTextEntry: true}
          - {class: UITextView, id: notes, text: Notes, font: {size: 15}, textColor: systemBlue,
             textAlignment: right, isEditable: false, isScrollEnabled: false,
             textContainerInset: 4}
          - {class: UISearchBar, id: search, text: cats, placeholder: Find,
             searchBarStyle: minimal, showsCancelButton: true}
      """)
    defer { renderer.close() }
    let field = try #require(renderer.views.view(withID: "field") as? UITextField)
    #expect(field.text == "hello" && field.placeholder == "Email")
    #expect(field.borderStyle == .roundedRect && field.font?.pointSize == 20)
    #expect(field.textColor == .systemRed && field.textAlignment == .center)
    #expect(field.clearButtonMode == .always && field.isSecureTextEntry)

    let notes = try #require(renderer.views.view(withID: "notes") as? UITextView)
    #expect(notes.text == "Notes" && notes.font?.pointSize == 15)
    #expect(notes.textColor == .systemBlue && notes.textAlignment == .right)
    // isScrollEnabled is UIScrollView's, inherited as UIKit's text view inherits it.
    #expect(!notes.isEditable && !notes.isScrollEnabled)
    #expect(ViewRegistry.standard.isClass("UITextView", kindOf: "UIScrollView"))
    #expect(notes.textContainerInset == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))

    let search = try #require(renderer.views.view(withID: "search") as? UISearchBar)
    #expect(search.text == "cats" && search.placeholder == "Find")
    #expect(search.searchBarStyle == .minimal && search.showsCancelButton)
  }

  /// 2026-11-21T09:41:00Z is 1 795 254 060 s after 1970: 1970…2025 are 56 years with 14 leap
  /// days, 20 454 days; January to October 2026 are 304 days, plus 20 to the 21st: 20 778
  /// days = 1 795 219 200 s; 9 h 41 min = 34 860 s.
  nonisolated static let nineFortyOneUTC = Date(timeIntervalSince1970: 1_795_254_060)

  @Test(
    arguments: [
      // The same moment with an offset, and without one read in the picker's zone (Seoul is
      // 9 hours ahead of UTC, with no daylight saving): 09:41 there is 00:41 UTC.
      ("2026-11-21T09:41:00Z", "UTC", 0),
      ("2026-11-21T18:41+09:00", "UTC", 0),
      ("2026-11-21T09:41", "Asia/Seoul", -9 * 3600),
      ("2026-11-21", "UTC", -(9 * 3600 + 41 * 60)),
    ] as [(String, String, TimeInterval)])
  func datePicker_readsISO8601InItsTimeZone(date: String, zone: String, offset: Double) throws {
    // `date` comes first in the file: it is read after `timeZone` all the same.
    let renderer = try MockupTesting.layOut(
      """
      view:
        subviews:
          - {class: UIDatePicker, id: picker, date: "\(date)", timeZone: \(zone),
             datePickerMode: date, preferredDatePickerStyle: inline}
      """)
    defer { renderer.close() }
    let picker = try #require(renderer.views.view(withID: "picker") as? UIDatePicker)
    #expect(picker.date == Self.nineFortyOneUTC.addingTimeInterval(offset))
    #expect(picker.timeZone == TimeZone(identifier: zone))
    #expect(picker.datePickerMode == .date && picker.preferredDatePickerStyle == .inline)
  }

  /// A control with a property it cannot take, and the error expected.
  struct BadCase: Sendable, CustomTestStringConvertible {
    var className: String
    var properties: String
    /// The property the error is at.
    var property: String
    var kind: MockupError.Kind
    var message: String
    var suggestions: [String] = []

    var testDescription: String { "\(className) \(properties)" }
  }

  nonisolated static let badCases: [BadCase] = [
    // A value of the wrong type: exit 4.
    BadCase(
      className: "UISegmentedControl", properties: "items: [A, B], selectedSegmentIndex: x",
      property: "selectedSegmentIndex", kind: .badValue, message: "expected a number, found 'x'"),
    // Within range only: UIKit would pin these silently.
    BadCase(
      className: "UISegmentedControl", properties: "items: [A, B], selectedSegmentIndex: 2",
      property: "selectedSegmentIndex", kind: .badValue,
      message: "2 is outside the items' indices, 0 to 1"),
    BadCase(
      className: "UISlider", properties: "value: 2", property: "value", kind: .badValue,
      message: "outside minimumValue…maximumValue"),
    BadCase(
      className: "UIStepper", properties: "value: -1", property: "value", kind: .badValue,
      message: "outside minimumValue…maximumValue"),
    BadCase(
      className: "UIStepper", properties: "stepValue: 0", property: "stepValue",
      kind: .badValue, message: "more than 0"),
    BadCase(
      className: "UIPageControl", properties: "numberOfPages: 3, currentPage: 3",
      property: "currentPage", kind: .badValue, message: "3 is outside the pages, 0 to 2"),
    BadCase(
      className: "UIProgressView", properties: "progress: 1.5", property: "progress",
      kind: .badValue, message: "from 0 to 1"),
    BadCase(
      className: "UIDatePicker", properties: "date: 21/11/2026", property: "date",
      kind: .badValue, message: "expected an ISO 8601 date"),
    // An unknown name: exit 3, with the nearest names.
    BadCase(
      className: "UIActivityIndicatorView", properties: "style: larg", property: "style",
      kind: .unknownName, message: "unknown value 'larg'", suggestions: ["large"]),
    BadCase(
      className: "UITextField", properties: "borderStyle: roundRect", property: "borderStyle",
      kind: .unknownName, message: "unknown value 'roundRect'", suggestions: ["roundedRect"]),
    BadCase(
      className: "UIDatePicker", properties: "timeZone: Europe/Pari", property: "timeZone",
      kind: .unknownName, message: "unknown time zone 'Europe/Pari'",
      suggestions: ["Europe/Paris"]),
    BadCase(
      className: "UISwitch", properties: "isOff: true", property: "isOff", kind: .unknownName,
      message: "UISwitch has no property 'isOff'", suggestions: ["isOn"]),
  ]

  @Test(arguments: badCases)
  func badValue_isTheRightError(_ bad: BadCase) throws {
    let error = try #require(
      MockupTesting.error("view: {subviews: [{class: \(bad.className), \(bad.properties)}]}"))
    #expect(error.kind == bad.kind)
    #expect(error.message.contains(bad.message), "\(error.message)")
    #expect(error.path == "view.subviews[0].\(bad.property)")
    #expect(Array(error.suggestions.prefix(bad.suggestions.count)) == bad.suggestions)
  }

  @Test func schema_listsTheControlsAndMetrics() throws {
    let schema = MockupSchema.schema(for: .standard)
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let classes = [
      "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
      "UIProgressView", "UIActivityIndicatorView", "UITextField", "UITextView", "UISearchBar",
      "UIDatePicker",
    ]
    for name in classes {
      let definition = try #require(definitions[name] as? [String: Any], "\(name)")
      let properties = try #require(definition["properties"] as? [String: Any])
      #expect(properties["metrics"] != nil, "\(name)")
      // Inherited from UIView.
      #expect(properties["backgroundColor"] != nil, "\(name)")
    }
    let segments = try #require(definitions["UISegmentedControl"] as? [String: Any])
    let properties = try #require(segments["properties"] as? [String: Any])
    #expect(properties["items"] != nil && properties["selectedSegmentIndex"] != nil)
    #expect(properties["isEnabled"] != nil)  // UIControl's
  }
}
