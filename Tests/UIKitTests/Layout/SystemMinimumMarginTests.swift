import Testing
import UIKit

/// A controller's root view keeps `systemMinimumLayoutMargins` on its sides: on iOS 16 points
/// on phones narrower than 414 points (SE, 13 mini, 13, 15) and 20 on the 414-point-and-wider
/// phones (XR, 11, Plus and Max sizes) and in regular widths (iPad), as reference images
/// recorded on those devices show (table text and collection cells start 20 points in).
@MainActor
@Suite struct SystemMinimumMarginTests {
  private func rootMargins(screenWidth: CGFloat, height: CGFloat) -> UIEdgeInsets {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: screenWidth, height: height))
    window.screen = UIScreen(bounds: window.bounds, scale: 3)
    let controller = UIViewController()
    window.rootViewController = controller
    window.isHidden = false
    window.layoutIfNeeded()
    return controller.view.layoutMargins
  }

  @Test(arguments: [
    (320.0, 568.0, 16.0), (375, 667, 16), (390, 844, 16), (393, 852, 16),
    (414, 896, 20), (428, 926, 20), (430, 932, 20), (768, 1024, 20), (1024, 1366, 20),
  ])
  func rootViewSideMargins(width: CGFloat, height: CGFloat, side: CGFloat) {
    let margins = rootMargins(screenWidth: width, height: height)
    #expect(margins.left == side)
    #expect(margins.right == side)
  }

  /// Landscape keeps the device's margin: an XR on its side (896 × 414) has 20.
  @Test func landscapePhoneKeepsItsMargin() {
    #expect(rootMargins(screenWidth: 896, height: 414).left == 20)
  }

  /// A table on a phone 414 points wide: its default separator inset is 20 and an inset
  /// grouped table's groups are inset 20 (414 − 40 = 374 wide); on a 390-point phone both
  /// are 16.
  @Test(arguments: [(414.0, 20.0), (390, 16)])
  func tableCellsFollowTheSystemMargin(width: CGFloat, side: CGFloat) throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 800))
    window.screen = UIScreen(bounds: window.bounds, scale: 3)
    window.isHidden = false
    let source = CountingDataSource(rows: [2])
    for style in [UITableView.Style.plain, .insetGrouped] {
      let table = UITableView(frame: window.bounds, style: style)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.dataSource = source
      window.addSubview(table)
      table.layoutIfNeeded()
      let cell = try #require(table.visibleCells.first)
      #expect(table.separatorInset.left == side)
      if style == .insetGrouped {
        #expect(cell.frame.minX == side)
        #expect(cell.frame.width == width - 2 * side)
      }
      table.removeFromSuperview()
    }
  }

  /// A cell made in a 414-point window gets a default content configuration with 20-point
  /// side margins, so its text and separator start 20 points in.
  @Test func cellConfigurationInAWideWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 800))
    window.screen = UIScreen(bounds: window.bounds, scale: 3)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    window.addSubview(cell)
    let configuration = cell.defaultContentConfiguration()
    #expect(configuration.directionalLayoutMargins.leading == 20)
    #expect(configuration.directionalLayoutMargins.trailing == 20)
  }
}
