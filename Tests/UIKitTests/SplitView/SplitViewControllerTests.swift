import Testing
import UIKit

/// `UISplitViewController` as Apple documents it, laid out as an iPad lays out its columns:
/// the column-style initialiser wraps each column's controller in a navigation controller,
/// a regular width shows the columns side by side (320-point primary and supplementary
/// columns in landscape, the secondary alone in portrait), a compact width collapses to one.
@MainActor
@Suite struct SplitViewControllerTests {
  final class Delegate: UISplitViewControllerDelegate {
    var topColumn: UISplitViewController.Column?
    var lines: [String] = []
    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      lines.append("proposed \(proposedTopColumn)")
      return topColumn ?? proposedTopColumn
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
      lines.append("collapsed")
    }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { lines.append("expanded") }
  }

  /// A window of `width` × `height` on a screen of the same size: an iPad's when the width
  /// is 600 points or more (a regular width).
  private func shown(_ root: UIViewController, width: CGFloat, height: CGFloat) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.screen = UIScreen(bounds: window.bounds, scale: 2)
    window.rootViewController = root
    window.isHidden = false
    window.runUpdateCycle()
    return window
  }

  private func frame(of controller: UIViewController) -> CGRect? {
    guard controller.viewIfLoaded?.window != nil else { return nil }
    return controller.view.convert(controller.view.bounds, to: nil)
  }

  @Test func columnsAreWrappedInNavigationControllers() throws {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController()
    let detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    #expect(split.style == .doubleColumn)
    #expect(split.viewController(for: .primary) === list)
    #expect(split.viewController(for: .secondary) === detail)
    #expect(split.viewController(for: .supplementary) == nil)
    let navigation = try #require(list.navigationController)
    #expect(navigation.viewControllers.first === list)
    #expect(list.splitViewController === split)
    #expect(navigation.parent === split)
    #expect(split.children.count == 2)
  }

  /// iPad landscape, 1180 × 820: the primary 320 points wide beside the secondary's 860.
  @Test func landscapeTilesThePrimaryBesideTheSecondary() {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController()
    let detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    _ = shown(split, width: 1180, height: 820)
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.splitBehavior == .tile)
    #expect(split.primaryColumnWidth == 320)
    #expect(frame(of: list.navigationController!) == CGRect(x: 0, y: 0, width: 320, height: 820))
    #expect(
      frame(of: detail.navigationController!) == CGRect(x: 320, y: 0, width: 860, height: 820))
    #expect(split.viewControllers.count == 2)
  }

  /// iPad portrait, 820 × 1180: the secondary alone.
  @Test func portraitShowsTheSecondaryAlone() {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController()
    let detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    _ = shown(split, width: 820, height: 1180)
    #expect(split.displayMode == .secondaryOnly)
    #expect(frame(of: detail) != nil)
    #expect(frame(of: detail.navigationController!) == CGRect(x: 0, y: 0, width: 820, height: 1180))
    #expect(frame(of: list) == nil)
  }

  /// Over the secondary, the primary lies on top of a secondary that keeps the whole width.
  @Test func aPrimaryOverTheSecondaryLeavesItTheWholeWidth() throws {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController()
    let detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    split.preferredDisplayMode = .oneOverSecondary
    _ = shown(split, width: 1180, height: 820)
    #expect(split.splitBehavior == .overlay)
    let primary = try #require(list.navigationController?.view)
    let secondary = try #require(detail.navigationController?.view)
    #expect(frame(of: detail.navigationController!) == CGRect(x: 0, y: 0, width: 1180, height: 820))
    #expect(frame(of: list.navigationController!) == CGRect(x: 0, y: 0, width: 320, height: 820))
    let order = split.view.subviews
    #expect(order.firstIndex(of: primary)! > order.firstIndex(of: secondary)!)
  }

  /// The preferred fraction of 1180 points, 0.4, is 472 points, kept under the maximum.
  @Test func thePrimaryWidthFollowsTheFractionWithinTheMaximum() {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    split.preferredPrimaryColumnWidthFraction = 0.4
    _ = shown(split, width: 1180, height: 820)
    #expect(split.primaryColumnWidth == 472)
    split.maximumPrimaryColumnWidth = 400
    #expect(split.primaryColumnWidth == 400)
  }

  /// Three columns in landscape: 320 + 320 beside a secondary of 1180 − 640 = 540.
  @Test func threeColumnsInLandscape() {
    let split = UISplitViewController(style: .tripleColumn)
    let sidebar = UIViewController()
    let list = UIViewController()
    let detail = UIViewController()
    split.setViewController(sidebar, for: .primary)
    split.setViewController(list, for: .supplementary)
    split.setViewController(detail, for: .secondary)
    _ = shown(split, width: 1180, height: 820)
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(frame(of: sidebar.navigationController!) == CGRect(x: 0, y: 0, width: 320, height: 820))
    #expect(frame(of: list.navigationController!) == CGRect(x: 320, y: 0, width: 320, height: 820))
    #expect(
      frame(of: detail.navigationController!) == CGRect(x: 640, y: 0, width: 540, height: 820))
    #expect(split.viewControllers.count == 3)
  }

  /// A compact width collapses to the proposed top column, the secondary, alone; the
  /// delegate can choose the primary instead.
  @Test func aCompactWidthCollapsesToTheTopColumn() {
    let delegate = Delegate()
    let split = UISplitViewController(style: .doubleColumn)
    split.delegate = delegate
    let list = UIViewController()
    let detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    _ = shown(split, width: 390, height: 844)
    #expect(split.isCollapsed)
    #expect(delegate.lines.contains("proposed secondary"))
    #expect(split.viewControllers.count == 1)
    #expect(split.viewControllers.first === detail.navigationController)
    #expect(frame(of: detail.navigationController!) == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(frame(of: list) == nil)
  }

  @Test func theDelegateCanCollapseToThePrimary() {
    let delegate = Delegate()
    delegate.topColumn = .primary
    let split = UISplitViewController(style: .doubleColumn)
    split.delegate = delegate
    let list = UIViewController()
    let detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    _ = shown(split, width: 390, height: 844)
    #expect(frame(of: list.navigationController!) == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(frame(of: detail) == nil)
  }

  /// A controller set for the compact column is what a collapsed split view shows.
  @Test func theCompactColumnShowsWhenCollapsed() {
    let split = UISplitViewController(style: .doubleColumn)
    let compact = UIViewController()
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    split.setViewController(compact, for: .compact)
    _ = shown(split, width: 390, height: 844)
    #expect(frame(of: compact) != nil)
    #expect(split.viewControllers == [compact.navigationController!])
  }

  /// Moving from an iPad's screen to a phone's collapses the split view, and back expands it;
  /// the delegate hears both.
  @Test func collapsingAndExpandingTellTheDelegate() {
    let delegate = Delegate()
    let split = UISplitViewController(style: .doubleColumn)
    split.delegate = delegate
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    let window = shown(split, width: 1180, height: 820)
    #expect(!split.isCollapsed)
    window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    window.screen = UIScreen(bounds: window.bounds, scale: 3)
    window.runUpdateCycle()
    #expect(split.isCollapsed)
    #expect(delegate.lines == ["proposed secondary", "collapsed"])
    window.frame = CGRect(x: 0, y: 0, width: 1180, height: 820)
    window.screen = UIScreen(bounds: window.bounds, scale: 2)
    window.runUpdateCycle()
    #expect(!split.isCollapsed)
    #expect(delegate.lines == ["proposed secondary", "collapsed", "expanded"])
  }

  /// A classic split view controller holds the controllers it is given, unwrapped; the
  /// column methods do not apply to it.
  @Test func aClassicSplitViewHoldsItsControllersAsGiven() {
    let split = UISplitViewController()
    let primary = UIViewController()
    let secondary = UIViewController()
    split.viewControllers = [primary, secondary]
    #expect(split.style == .unspecified)
    #expect(primary.navigationController == nil)
    #expect(split.viewController(for: .primary) == nil)
    split.setViewController(UIViewController(), for: .secondary)
    _ = shown(split, width: 1180, height: 820)
    #expect(split.viewControllers == [primary, secondary])
    #expect(frame(of: primary) == CGRect(x: 0, y: 0, width: 320, height: 820))
    #expect(frame(of: secondary) == CGRect(x: 320, y: 0, width: 860, height: 820))
  }

  private func doubleColumn() -> (UISplitViewController, UIViewController, UIViewController) {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController()
    let detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    return (split, list, detail)
  }

  /// In landscape the columns tile: hiding the primary leaves the secondary the whole width,
  /// showing it puts it back beside the secondary.
  @Test func hideAndShowThePrimaryInLandscape() {
    let (split, list, detail) = doubleColumn()
    let window = shown(split, width: 1180, height: 820)
    split.hide(.primary)
    window.runUpdateCycle()
    #expect(split.displayMode == .secondaryOnly)
    #expect(frame(of: list) == nil)
    #expect(frame(of: detail.navigationController!) == CGRect(x: 0, y: 0, width: 1180, height: 820))
    split.show(.primary)
    window.runUpdateCycle()
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(
      frame(of: detail.navigationController!) == CGRect(x: 320, y: 0, width: 860, height: 820))
  }

  /// In portrait the primary shows over the secondary; showing the secondary takes it away;
  /// setting the preferred display mode replaces what `show(_:)` chose.
  @Test func showThePrimaryOverTheSecondaryInPortrait() {
    let (split, list, detail) = doubleColumn()
    let window = shown(split, width: 820, height: 1180)
    split.show(.primary)
    window.runUpdateCycle()
    #expect(split.displayMode == .oneOverSecondary)
    #expect(frame(of: list.navigationController!) == CGRect(x: 0, y: 0, width: 320, height: 1180))
    #expect(frame(of: detail.navigationController!) == CGRect(x: 0, y: 0, width: 820, height: 1180))
    split.show(.secondary)
    #expect(split.displayMode == .secondaryOnly)
    split.show(.primary)
    split.preferredDisplayMode = .oneBesideSecondary
    #expect(split.displayMode == .oneBesideSecondary)
  }

  /// Collapsed, showing a column makes its controller the one shown.
  @Test func showingAColumnWhileCollapsedShowsItsController() {
    let (split, list, detail) = doubleColumn()
    let window = shown(split, width: 390, height: 844)
    #expect(frame(of: detail) != nil)
    split.show(.primary)
    window.runUpdateCycle()
    #expect(frame(of: list.navigationController!) == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(frame(of: detail) == nil)
    #expect(split.viewControllers == [list.navigationController!])
  }

  final class SizeRecording: UIViewController {
    var sizes: [CGSize] = []
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      sizes.append(size)
      super.viewWillTransition(to: size, with: coordinator)
    }
  }

  /// A window resized from 1180 × 820 to 1366 × 1024 (landscape both): each column's
  /// controller hears the size of its column, 320 × 1024 and 1046 × 1024; in portrait the
  /// hidden primary hears the width it has when shown.
  @Test func columnsHearTheirNewSizes() {
    let split = UISplitViewController(style: .doubleColumn)
    let list = SizeRecording()
    let detail = SizeRecording()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    let window = shown(split, width: 1180, height: 820)
    window.frame = CGRect(x: 0, y: 0, width: 1366, height: 1024)
    #expect(list.sizes == [CGSize(width: 320, height: 1024)])
    #expect(detail.sizes == [CGSize(width: 1046, height: 1024)])
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    #expect(list.sizes.last == CGSize(width: 320, height: 1366))
    #expect(detail.sizes.last == CGSize(width: 1024, height: 1366))
  }

  /// `showDetailViewController(_:sender:)` from the primary's controller: expanded, the split
  /// view installs the controller as its secondary; collapsed to the primary, the primary's
  /// navigation controller pushes it, as on an iPhone.
  @Test func showDetailInstallsTheSecondaryOrPushes() throws {
    let (split, list, _) = doubleColumn()
    let window = shown(split, width: 1180, height: 820)
    let message = UIViewController()
    list.showDetailViewController(message, sender: nil)
    window.runUpdateCycle()
    #expect(split.viewController(for: .secondary) === message)
    #expect(frame(of: message) != nil)
    #expect(
      frame(of: message.navigationController!) == CGRect(x: 320, y: 0, width: 860, height: 820))

    let delegate = Delegate()
    delegate.topColumn = .primary
    let (phoneSplit, phoneList, _) = doubleColumn()
    phoneSplit.delegate = delegate
    _ = shown(phoneSplit, width: 390, height: 844)
    let other = UIViewController()
    phoneList.showDetailViewController(other, sender: nil)
    let navigation = try #require(phoneList.navigationController)
    #expect(navigation.viewControllers == [phoneList, other])
  }
}
