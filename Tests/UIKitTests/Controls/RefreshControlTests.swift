import TestSupport
import Testing
import UIKit

/// Refresh controls: their state, their place above a scroll view's content, the inset they
/// keep open while refreshing, and how they look.
@MainActor
@Suite struct RefreshControlTests {
  private func scrollView() -> UIScrollView {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    scroll.contentSize = CGSize(width: 320, height: 600)
    return scroll
  }

  @Test func refreshesBetweenBeginAndEnd() {
    let control = UIRefreshControl()
    #expect(!control.isRefreshing)
    #expect(control.attributedTitle == nil)
    control.beginRefreshing()
    #expect(control.isRefreshing)
    control.endRefreshing()
    #expect(!control.isRefreshing)
  }

  @Test func sitsInTheSixtyPointsAboveTheContent() {
    let scroll = scrollView()
    let control = UIRefreshControl()
    scroll.refreshControl = control
    #expect(control.superview === scroll)
    scroll.layoutIfNeeded()
    #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))

    let other = UIRefreshControl()
    scroll.refreshControl = other
    #expect(control.superview == nil)
    #expect(other.superview === scroll)
    scroll.refreshControl = nil
    #expect(other.superview == nil)
  }

  /// While refreshing the top inset grows by 60 points and a scroll view resting at its top
  /// follows it; ending gives the space back.
  @Test func keepsItsSpaceOpenWhileRefreshing() {
    let scroll = scrollView()
    scroll.contentInset.top = 10
    scroll.contentOffset = CGPoint(x: 0, y: -10)
    let control = UIRefreshControl()
    scroll.refreshControl = control
    #expect(scroll.adjustedContentInset.top == 10)
    control.beginRefreshing()
    #expect(scroll.adjustedContentInset.top == 70)
    #expect(scroll.contentOffset.y == -70)
    control.endRefreshing()
    #expect(scroll.adjustedContentInset.top == 10)
    #expect(scroll.contentOffset.y == -10)
  }

  /// A scroll view scrolled down stays where it is.
  @Test func leavesAScrolledViewWhereItIs() {
    let scroll = scrollView()
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    let control = UIRefreshControl()
    scroll.refreshControl = control
    control.beginRefreshing()
    #expect(scroll.contentOffset.y == 100)
  }

  /// Nothing shows above the content at rest; a refreshing control's spinner is drawn in
  /// grey, or in its own tint.
  @Test func drawsItsSpinnerOnlyWhileRefreshing() throws {
    let scroll = scrollView()
    scroll.backgroundColor = .white
    let control = UIRefreshControl()
    scroll.refreshControl = control
    scroll.contentOffset = CGPoint(x: 0, y: -60)
    func spokeAtTop() throws -> [UInt8] {
      let image = try #require(scroll.renderedImage(scale: 1).cgImage)
      // The medium spinner is 20 points across, centred at (160, 30): its top spoke runs
      // from y = 20 + 1.1 to y = 30 − 4.5 − 1.1 on x = 160.
      let pixel = image.pixmap[160, 23]
      return [pixel.r, pixel.g, pixel.b]
    }
    #expect(try spokeAtTop() == [255, 255, 255])
    control.beginRefreshing()
    let grey = try spokeAtTop()
    #expect(grey[0] < 200 && abs(Int(grey[0]) - Int(grey[2])) < 20)
    control.tintColor = .systemRed
    let red = try spokeAtTop()
    #expect(red[0] > 200 && red[2] < 120)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark])
  func golden(style: UIUserInterfaceStyle) throws {
    let scroll = scrollView()
    scroll.overrideUserInterfaceStyle = style
    scroll.backgroundColor = .systemBackground
    for row in 0..<6 {
      let label = UILabel(frame: CGRect(x: 16, y: CGFloat(row) * 44, width: 288, height: 44))
      label.text = "Message \(row + 1)"
      scroll.addSubview(label)
    }
    let control = UIRefreshControl()
    control.attributedTitle = NSAttributedString(string: "Checking for mail…")
    scroll.refreshControl = control
    control.beginRefreshing()
    let image = try #require(scroll.renderedImage(scale: 2).cgImage)
    let suffix = style == .dark ? "dark" : "light"
    try GoldenImage.assertMatches(
      image.pixmap, golden: "UIKit/Controls/refresh-control-\(suffix).png")
  }
}
