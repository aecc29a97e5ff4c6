import CoreGraphics
import Foundation
import Raster
import TestSupport
import Testing
import UIKit

/// Search bar metrics as on iOS: 56 points high, a 36-point field 10 points from the top and
/// 8 points from each side.
@MainActor @Suite struct SearchBarTests {
  @Test func height_is56() {
    let bar = UISearchBar()
    #expect(bar.intrinsicContentSize.height == 56)
    #expect(bar.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 10)) == CGSize(width: 320, height: 56))
  }

  /// In a 320-wide bar the field spans 8…312 and 10…46; with Cancel shown, it stops 8 points
  /// before the Cancel label, which ends 8 points from the right edge.
  @Test func field_sitsInsideTheMargins() throws {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
    bar.showsCancelButton = true
    bar.layoutIfNeeded()
    let cancel = bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Cancel" }
    let label = try #require(cancel)
    #expect(label.frame.maxX == 312)
    #expect(bar.searchTextField.frame.maxX == label.frame.minX - 8)
  }

  @Test func text_andPlaceholder_reachTheField() {
    let bar = UISearchBar()
    #expect(bar.searchTextField.placeholder == "Search")
    bar.placeholder = "Find a place"
    #expect(bar.searchTextField.placeholder == "Find a place")
    bar.text = "Paris"
    #expect(bar.searchTextField.text == "Paris")
    #expect(bar.text == "Paris")
    bar.searchBarStyle = .minimal
    #expect(bar.backgroundColor == nil)
  }

  /// Default and minimal bars, a bar with text and Cancel, and a dark one.
  @Test func look_matchesTheGolden() throws {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 248))
    container.backgroundColor = .systemGroupedBackground
    let bars = (0..<4).map { index -> UISearchBar in
      let bar = UISearchBar(frame: CGRect(x: 0, y: 4 + CGFloat(index) * 60, width: 320, height: 56))
      container.addSubview(bar)
      return bar
    }
    bars[1].searchBarStyle = .minimal
    bars[1].placeholder = "Minimal, with a placeholder"
    bars[2].text = "Coffee"
    bars[2].showsCancelButton = true
    bars[3].overrideUserInterfaceStyle = .dark
    bars[3].text = "Dark"
    try GoldenImage.assertMatches(
      container.renderedImage(scale: 2).pixels, golden: "UIKit/TextInput/search-bars.png")
  }
}
