import Testing
import UIKit

/// How a 375-point toolbar lays out its items: 44 points tall, the content 16 points in from
/// each side, 8 points between neighbouring buttons, fixed spaces at their width and flexible
/// spaces sharing the rest.
@MainActor
@Suite struct ToolbarLayoutTests {
  private func laidOutToolbar(_ items: [UIBarButtonItem]) -> UIToolbar {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    toolbar.items = items
    toolbar.layoutIfNeeded()
    return toolbar
  }

  @Test func toolbarIs44PointsTall() {
    let toolbar = UIToolbar()
    #expect(toolbar.sizeThatFits(CGSize(width: 375, height: 500)) == CGSize(width: 375, height: 44))
  }

  @Test func flexibleSpacePushesTheLastItemToTheTrailingMargin() {
    let first = BarWindows.box(40, 30)
    let last = BarWindows.box(60, 30)
    _ = laidOutToolbar([
      UIBarButtonItem(customView: first), .flexibleSpace(), UIBarButtonItem(customView: last),
    ])
    #expect(first.frame == CGRect(x: 16, y: 7, width: 40, height: 30))
    // 375 - 16 - 60 = 299.
    #expect(last.frame == CGRect(x: 299, y: 7, width: 60, height: 30))
  }

  @Test func twoFlexibleSpacesCentreTheMiddleItem() {
    let middle = BarWindows.box(50, 30)
    _ = laidOutToolbar([.flexibleSpace(), UIBarButtonItem(customView: middle), .flexibleSpace()])
    // (375 - 2 × 16 - 50) / 2 = 146.5 each side: 16 + 146.5 = 162.5.
    #expect(middle.frame.minX == 162.5)
  }

  @Test func neighboursAre8ApartAndFixedSpacesTakeTheirWidth() {
    let a = BarWindows.box(40, 30)
    let b = BarWindows.box(40, 30)
    let c = BarWindows.box(40, 30)
    _ = laidOutToolbar([
      UIBarButtonItem(customView: a), UIBarButtonItem(customView: b), .fixedSpace(20),
      UIBarButtonItem(customView: c),
    ])
    // 16 + 40 + 8 = 64; 64 + 40 + 20 = 124.
    #expect(b.frame.minX == 64)
    #expect(c.frame.minX == 124)
  }
}
