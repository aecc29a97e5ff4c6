import Testing
import UIKit

/// Segmented controls: segments, selection, sizes.
@MainActor
@Suite struct SegmentedControlTests {
  private let font = UIFont.systemFont(ofSize: 13, weight: .medium)

  /// Equal segments as wide as the widest title (13-point medium, rounded up) plus 12 points
  /// each side; 32 points tall.
  @Test func size_isTheWidestTitleTimesTheSegments() {
    let control = UISegmentedControl(items: ["Day", "Week", "Month"])
    let widest = ["Day", "Week", "Month"].map {
      $0.size(withAttributes: [.font: font]).width.rounded(.up)
    }.max()!
    #expect(control.intrinsicContentSize == CGSize(width: 3 * (widest + 24), height: 32))
    control.apportionsSegmentWidthsByContent = true
    let sum = ["Day", "Week", "Month"].map {
      $0.size(withAttributes: [.font: font]).width.rounded(.up) + 24
    }.reduce(0, +)
    #expect(control.intrinsicContentSize.width == sum)
    control.setWidth(100, forSegmentAt: 0)
    #expect(control.widthForSegment(at: 0) == 100)
  }

  @Test func selection_followsTheSegments() {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.selectedSegmentIndex = 2
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1)
    #expect(control.titleForSegment(at: 1) == "C")
    control.selectedSegmentIndex = 9
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.insertSegment(withTitle: "Z", at: 99, animated: false)
    #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 2) == "Z")
    control.setEnabled(false, forSegmentAt: 0)
    #expect(!control.isEnabledForSegment(at: 0))
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
  }

  @Test func itemsOfOtherTypes_makeEmptySegments() {
    let control = UISegmentedControl(items: ["A", 42, ControlTestSupport.square(10)])
    #expect(control.numberOfSegments == 3)
    #expect(control.titleForSegment(at: 1) == nil && control.imageForSegment(at: 1) == nil)
    #expect(control.imageForSegment(at: 2) != nil)
  }
}
