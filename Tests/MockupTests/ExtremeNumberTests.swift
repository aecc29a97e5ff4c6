import Raster
import Testing
import UIKit

@testable import Mockup

/// Mockups with huge but finite numbers (issue #18's reproducers): they lay out and draw
/// without trapping, as UIKit draws a view wherever its frame puts it.
@MainActor @Suite struct ExtremeNumberTests {
  /// A view 4e18 points to the right is off the canvas: nothing of it is drawn. At 3× its
  /// left edge is 1.2e19 pixels, beyond Int's range.
  @Test func viewFarOffTheCanvas_drawsNothing() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [20, 10], scale: 3}
      view:
        backgroundColor: white
        subviews: [{frame: [4e18, 0, 10, 10], backgroundColor: black}]
      """)
    defer { renderer.close() }
    let image = renderer.render()
    #expect(image.width == 60 && image.height == 30)
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y] != image[0, 0] {
        Issue.record("pixel (\(x), \(y)) is drawn")
        return
      }
    }
  }

  /// A label in a 1e100-point font is 1e100-ish points high; `offscreen layout` prints it in
  /// exponent form rather than trapping on an Int conversion.
  @Test func labelInAHugeFont_isListed() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [100, 50], scale: 1}
      view:
        constraints: [label.top == self.top, label.leading == self.leading]
        subviews: [{class: UILabel, id: label, text: Hi, font: {size: 1e100}}]
      """)
    defer { renderer.close() }
    let label = try #require(renderer.views.view(withID: "label"))
    #expect(label.frame.height > 1e99 && label.frame.height.isFinite)
    let text = LayoutDump(renderer.views, scale: 1).text
    #expect(text.contains("UILabel label (0 0; "))
    #expect(text.contains("e+100"))
  }

  @Test func layoutNumbers_beyondIntPrintInExponentForm() {
    let rect = CGRect(x: 1e300, y: -1e19, width: .infinity, height: 2.5)
    #expect(LayoutDump.describe(rect) == "(1e+300 -1e+19; inf 2.5)")
  }
}
