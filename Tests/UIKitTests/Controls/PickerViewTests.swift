import TestSupport
import Testing

@testable import UIKit

/// A picker's data source and delegate for the tests: months and days as titles, optionally
/// a width, attributed titles or views for rows.
@MainActor
private final class MonthsAndDays: UIPickerViewDataSource, UIPickerViewDelegate {
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  var widths: [CGFloat]?
  var coloursAsViews = false
  var attributedDays = false
  var picked: [Int] = []
  var reused: [UIView?] = []

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    component == 0 ? 12 : 31
  }
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    widths?[component] ?? (pickerView.bounds.width - 21) / 2
  }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  { component == 0 ? Self.months[row] : "\(row + 1)" }
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? {
    guard attributedDays, component == 1 else { return nil }
    return NSAttributedString(
      string: "day \(row + 1)",
      attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 20)])
  }
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    guard coloursAsViews, component == 0 else {
      return UIPickerViewTestsDefault.view(pickerView, row, component, view)
    }
    reused.append(view)
    let swatch = view ?? UIView()
    swatch.backgroundColor = [UIColor.systemRed, .systemOrange, .systemGreen][row % 3]
    return swatch
  }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    picked.append(row)
  }
}

/// The protocol's own default for a view, reached from a delegate that implements the method.
@MainActor
private enum UIPickerViewTestsDefault {
  private final class Plain: UIPickerViewDelegate {}
  static func view(_ picker: UIPickerView, _ row: Int, _ component: Int, _ old: UIView?)
    -> UIView
  { Plain().pickerView(picker, viewForRow: row, forComponent: component, reusing: old) }
}

/// A delegate that gives titles only, so the picker's defaults size the rows.
@MainActor
private final class TitlesOnly: UIPickerViewDelegate {
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  { "\(row)" }
}

/// A data source with one empty component.
@MainActor
private final class Empty: UIPickerViewDataSource {
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 0 }
}

@MainActor
@Suite struct PickerViewTests {
  private func picker(_ source: MonthsAndDays) -> UIPickerView {
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.dataSource = source
    picker.delegate = source
    return picker
  }

  @Test func countsComeFromTheDataSource() {
    let source = MonthsAndDays()
    let picker = picker(source)
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 12)
    #expect(picker.numberOfRows(inComponent: 1) == 31)
    #expect(picker.numberOfRows(inComponent: 2) == 0)
    #expect(UIPickerView().numberOfComponents == 0)
  }

  /// Two components in 320 points: (320 − 2 × 8 − 5) / 2 = 149.5 each, rows 32 tall.
  @Test func rowSizesShareTheWidthByDefault() {
    let source = MonthsAndDays()
    let titles = TitlesOnly()
    let picker = picker(source)
    picker.delegate = titles
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
    picker.delegate = nil
    #expect(picker.rowSize(forComponent: 1) == CGSize(width: 149.5, height: 32))
    picker.delegate = source
    source.widths = [200, 60]
    #expect(picker.rowSize(forComponent: 1) == CGSize(width: 60, height: 32))
    #expect(picker.rowSize(forComponent: 5) == .zero)
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
  }

  @Test func selectionIsKeptWithinTheRowsAndNotToldToTheDelegate() {
    let source = MonthsAndDays()
    let picker = picker(source)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    picker.selectRow(7, inComponent: 0, animated: true)
    picker.selectRow(40, inComponent: 1, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 7)
    #expect(picker.selectedRow(inComponent: 1) == 30)
    #expect(source.picked.isEmpty)

    let empty = Empty()
    let nothing = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    nothing.dataSource = empty
    #expect(nothing.selectedRow(inComponent: 0) == -1)
  }

  @Test func selectingAMissingComponentIsReported() {
    var messages: [String] = []
    LayoutLog.capture = { messages.append($0) }
    defer { LayoutLog.capture = nil }
    let picker = picker(MonthsAndDays())
    picker.selectRow(1, inComponent: 3, animated: false)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("component 3 does not exist") == true)
  }

  /// With 32-point rows on a wheel of radius 108, the row after the selected one spans the
  /// turn from 32/216 to 96/216 radians: 108·sin(0.14815) = 15.94 to 108·sin(0.44444) = 46.44
  /// below the middle. Rows 6 or more away have turned past a quarter turn.
  @Test func rowsLieOnTheWheel() throws {
    let source = MonthsAndDays()
    let picker = picker(source)
    picker.selectRow(3, inComponent: 0, animated: false)
    let selected = try #require(picker.view(forRow: 3, forComponent: 0) as? UILabel)
    #expect(selected.text == "April")
    #expect(abs(selected.frame.midY - 108) < 0.01)
    #expect(selected.alpha == 1)
    let next = try #require(picker.view(forRow: 4, forComponent: 0))
    #expect(abs(next.frame.minY - (108 + 15.94)) < 0.02)
    #expect(abs(next.frame.maxY - (108 + 46.44)) < 0.02)
    #expect(abs(next.alpha - cos(32.0 / 108)) < 0.001)
    #expect(picker.view(forRow: 8, forComponent: 0) != nil)
    #expect(picker.view(forRow: 9, forComponent: 0) == nil)
    #expect(picker.view(forRow: 0, forComponent: 0) != nil)
    #expect(picker.view(forRow: 20, forComponent: 1) == nil)
  }

  /// A picker a trillion points tall has a wheel whose quarter turn spans some 2.5 × 10¹⁰
  /// rows: it shows each row its components have, and no more.
  @Test func aVeryTallPickerShowsEveryRowItHas() {
    let source = MonthsAndDays()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 1e12))
    picker.dataSource = source
    picker.delegate = source
    picker.selectRow(5, inComponent: 0, animated: false)
    picker.layoutIfNeeded()
    #expect((0..<12).allSatisfy { picker.view(forRow: $0, forComponent: 0) != nil })
    #expect((0..<31).allSatisfy { picker.view(forRow: $0, forComponent: 1) != nil })
    #expect(picker.view(forRow: 12, forComponent: 0) == nil)
  }

  /// A view wins over the titles, and an attributed title over the plain one.
  @Test func contentComesAsViewsAttributedTitlesOrTitles() throws {
    let source = MonthsAndDays()
    source.coloursAsViews = true
    source.attributedDays = true
    let picker = picker(source)
    let swatch = try #require(picker.view(forRow: 1, forComponent: 0))
    #expect(!(swatch is UILabel))
    #expect(swatch.backgroundColor == .systemOrange)
    #expect(swatch.bounds.size == CGSize(width: 149.5, height: 32))
    let day = try #require(picker.view(forRow: 1, forComponent: 1) as? UILabel)
    #expect(day.attributedText?.string == "day 2")
  }

  @Test func relayingOutReusesTheViewsOfTheSameRows() throws {
    let source = MonthsAndDays()
    source.coloursAsViews = true
    let picker = picker(source)
    let first = try #require(picker.view(forRow: 0, forComponent: 0))
    source.reused = []
    picker.setNeedsLayout()
    picker.layoutIfNeeded()
    #expect(source.reused.contains { $0 === first })
    picker.reloadAllComponents()
    source.reused = []
    picker.layoutIfNeeded()
    #expect(source.reused.allSatisfy { $0 == nil })
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark])
  func golden(style: UIUserInterfaceStyle) throws {
    let source = MonthsAndDays()
    source.widths = [180, 80]
    let picker = picker(source)
    picker.selectRow(10, inComponent: 0, animated: false)
    picker.selectRow(24, inComponent: 1, animated: false)
    picker.overrideUserInterfaceStyle = style
    picker.backgroundColor = .systemBackground
    let image = try #require(picker.renderedImage(scale: 2).cgImage)
    let suffix = style == .dark ? "dark" : "light"
    try GoldenImage.assertMatches(
      image.pixmap, golden: "UIKit/Controls/picker-\(suffix).png")
  }
}
