import Testing

@testable import UIKit

/// What the navigation bar shows for its items: the back button's title by UIKit's rules, and
/// where the large title sits.
@MainActor
@Suite struct NavigationBarContentTests {
  /// The bar's back button, when it shows one.
  private func backButton(_ bar: UINavigationBar) -> BarButtonView? {
    bar.subviews.compactMap { $0 as? BarButtonView }.first { $0.showsBackChevron }
  }

  private func backTitle(_ bar: UINavigationBar) -> String? {
    guard case .title(let title, _) = backButton(bar)?.content else { return nil }
    return title
  }

  private func bar(_ items: [UINavigationItem]) -> UINavigationBar {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    bar.items = items
    bar.layoutIfNeeded()
    return bar
  }

  @Test func backButtonShowsThePreviousTitle() {
    let navigationBar = bar([
      UINavigationItem(title: "Settings"), UINavigationItem(title: "General"),
    ])
    #expect(backTitle(navigationBar) == "Settings")
    // The back button starts 8 points in.
    #expect(backButton(navigationBar)?.frame.minX == 8)
  }

  @Test func backButtonMirrorsInRightToLeft() throws {
    let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    navigationBar.semanticContentAttribute = .forceRightToLeft
    navigationBar.items = [UINavigationItem(title: "Settings"), UINavigationItem(title: "General")]
    navigationBar.layoutIfNeeded()
    let back = try #require(backButton(navigationBar))
    // 8 points in from the right edge; the chevron at the button's right, the title left of it.
    #expect(back.frame.maxX == 385)
    let chevron = try #require(back.chevronFrame)
    #expect(chevron.maxX == back.bounds.width)
    #expect(abs(back.contentFrame.maxX - (chevron.minX - 6)) < 0.001)
    #expect(back.contentFrame.minX >= 0)
  }

  @Test func backButtonTitleOfThePreviousItemWins() {
    let previous = UINavigationItem(title: "Settings")
    previous.backButtonTitle = "Back to Settings"
    #expect(backTitle(bar([previous, UINavigationItem(title: "General")])) == "Back to Settings")
  }

  @Test func previousItemWithoutTitleGivesBack() {
    #expect(backTitle(bar([UINavigationItem(), UINavigationItem(title: "Detail")])) == "Back")
  }

  @Test func displayModesGenericAndMinimal() {
    let generic = UINavigationItem(title: "Detail")
    generic.backButtonDisplayMode = .generic
    #expect(backTitle(bar([UINavigationItem(title: "Settings"), generic])) == "Back")
    let minimal = UINavigationItem(title: "Detail")
    minimal.backButtonDisplayMode = .minimal
    let minimalBar = bar([UINavigationItem(title: "Settings"), minimal])
    #expect(backButton(minimalBar) != nil)
    #expect(backTitle(minimalBar) == nil)
  }

  @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
    let top = UINavigationItem(title: "Detail")
    top.leftBarButtonItem = UIBarButtonItem(customView: BarWindows.box(30, 30))
    #expect(backButton(bar([UINavigationItem(title: "Settings"), top])) == nil)
    top.leftItemsSupplementBackButton = true
    #expect(backButton(bar([UINavigationItem(title: "Settings"), top])) != nil)
  }

  @Test func hidesBackButtonHidesIt() {
    let top = UINavigationItem(title: "Detail")
    top.hidesBackButton = true
    #expect(backButton(bar([UINavigationItem(title: "Settings"), top])) == nil)
  }

  @Test func largeTitleSitsAtTheLeadingMarginInTheSecondRow() throws {
    let item = UINavigationItem(title: "Settings")
    let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 96))
    navigationBar.prefersLargeTitles = true
    navigationBar.items = [item]
    navigationBar.layoutIfNeeded()
    let label = try #require(
      navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Settings" })
    // 16 points in; 3 points into the row that starts at 44; 34-point bold.
    #expect(label.frame.minX == 16)
    #expect(label.frame.minY == 47)
    #expect(label.font.pointSize == 34)
    // The small title is not shown with a large one.
    #expect(navigationBar.subviews.compactMap { $0 as? UILabel }.count == 1)
  }

  @Test func systemItemsShowTheirSymbolOrTheirName() {
    let add = BarButtonView(item: UIBarButtonItem(systemItem: .add))
    guard case .image(let plus) = add.content else {
      Issue.record("the add item shows \(add.content), not the plus symbol")
      return
    }
    #expect(plus.isSymbolImage)
    let done = BarButtonView(item: UIBarButtonItem(systemItem: .done))
    guard case .title("Done", let font) = done.content else {
      Issue.record("the done item shows \(done.content)")
      return
    }
    #expect(font.pointSize == 17)
  }

  @Test func changingTheTopItemRebuildsTheBar() {
    let item = UINavigationItem(title: "Inbox")
    let navigationBar = bar([item])
    let button = BarWindows.box(30, 30)
    item.rightBarButtonItem = UIBarButtonItem(customView: button)
    navigationBar.layoutIfNeeded()
    #expect(button.superview === navigationBar)
    item.rightBarButtonItem = nil
    navigationBar.layoutIfNeeded()
    #expect(button.superview == nil)
  }
}
