import Testing
import UIKit

/// Where a 393-point navigation bar puts custom views: the standard row is 44 points tall and
/// views are centred on it; the content is 16 points in from each side (the system minimum
/// margins in a compact width); neighbouring items are 8 points apart; a title view is centred
/// in the bar.
@MainActor
@Suite struct NavigationBarItemLayoutTests {
  private func laidOutBar(_ item: UINavigationItem) -> UINavigationBar {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    bar.items = [item]
    bar.layoutIfNeeded()
    return bar
  }

  @Test func customViewsSitInsideTheMarginsCentredOnTheRow() {
    let left = BarWindows.box(40, 30)
    let right = BarWindows.box(30, 30)
    let item = UINavigationItem(title: "")
    item.leftBarButtonItem = UIBarButtonItem(customView: left)
    item.rightBarButtonItem = UIBarButtonItem(customView: right)
    let bar = laidOutBar(item)
    // (44 - 30) / 2 = 7 from the top; 393 - 16 - 30 = 347.
    #expect(left.frame == CGRect(x: 16, y: 7, width: 40, height: 30))
    #expect(right.frame == CGRect(x: 347, y: 7, width: 30, height: 30))
    #expect(left.superview === bar)
  }

  @Test func rightItemsRunInwardsFromTheTrailingMargin() {
    let outer = BarWindows.box(30, 20)
    let inner = BarWindows.box(24, 20)
    let item = UINavigationItem(title: "")
    item.rightBarButtonItems = [
      UIBarButtonItem(customView: outer), UIBarButtonItem(customView: inner),
    ]
    _ = laidOutBar(item)
    // 393 - 16 - 30 = 347; 347 - 8 - 24 = 315; (44 - 20) / 2 = 12.
    #expect(outer.frame == CGRect(x: 347, y: 12, width: 30, height: 20))
    #expect(inner.frame == CGRect(x: 315, y: 12, width: 24, height: 20))
  }

  @Test func titleViewIsCentredInTheBar() {
    let title = BarWindows.box(100, 30)
    let item = UINavigationItem(title: "Ignored")
    item.titleView = title
    _ = laidOutBar(item)
    // (393 - 100) / 2 = 146.5.
    #expect(title.frame == CGRect(x: 146.5, y: 7, width: 100, height: 30))
  }

  @Test func titleViewMovesClearOfAWideLeftItem() {
    let left = BarWindows.box(150, 30)
    let title = BarWindows.box(100, 30)
    let item = UINavigationItem(title: "")
    item.leftBarButtonItem = UIBarButtonItem(customView: left)
    item.titleView = title
    _ = laidOutBar(item)
    // Centred it would start at 146.5, inside the left item, which ends at 16 + 150 = 166;
    // it starts 8 points after: 174.
    #expect(title.frame.minX == 174)
  }

  @Test func hiddenItemsAreLeftOut() {
    let shown = BarWindows.box(30, 30)
    let hidden = BarWindows.box(30, 30)
    let hiddenItem = UIBarButtonItem(customView: hidden)
    hiddenItem.isHidden = true
    let item = UINavigationItem(title: "")
    item.rightBarButtonItems = [hiddenItem, UIBarButtonItem(customView: shown)]
    _ = laidOutBar(item)
    #expect(hidden.superview == nil)
    #expect(shown.frame.minX == 347)
  }
}
