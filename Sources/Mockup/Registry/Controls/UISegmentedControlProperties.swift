import UIKit

/// UISegmentedControl's properties. `items` lists the segments' titles, as
/// `UISegmentedControl(items:)` takes them; `selectedSegmentIndex` is set after them whatever
/// the file's order, and must name one of them (or be -1, `noSegment`).
@MainActor
enum UISegmentedControlProperties {
  static var all: [ViewProperty] {
    [
      .on(UISegmentedControl.self, "items", .titles) { control, titles in
        control.removeAllSegments()
        for (index, title) in titles.enumerated() {
          control.insertSegment(withTitle: title, at: index, animated: false)
        }
      },
      ViewProperty.checked(UISegmentedControl.self, "selectedSegmentIndex", .integer) {
        control, index, node, _ in
        if index != UISegmentedControl.noSegment {
          try ControlValueCheck.check(
            index, from: 0, to: control.numberOfSegments - 1, "the items' indices", at: node)
        }
        control.selectedSegmentIndex = index
      }.appliedLast(),
      .on(UISegmentedControl.self, "selectedSegmentTintColor", .color) {
        $0.selectedSegmentTintColor = $1
      },
      .on(
        UISegmentedControl.self, "apportionsSegmentWidthsByContent", .boolean,
        \.apportionsSegmentWidthsByContent),
    ]
  }
}

extension ValueKind where Value == [String] {
  /// A list of titles.
  static var titles: ValueKind<[String]> {
    ValueKind<[String]>(schema: { ["type": "array", "items": ["type": ["string", "number"]]] }) {
      node, _ in try node.items().map { try $0.text() }
    }
  }
}
