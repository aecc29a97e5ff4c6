import CoreGraphics
import TestSupport
import Testing
import UIKit

/// Bars as an app shows them, compared with golden PNGs (looked at by hand when recorded):
/// windows cut to the top or bottom of an iPhone 15 (59-point
/// status bar, 34-point home indicator area) at 2× to keep them small.
@MainActor
@Suite struct BarGoldenTests {
  private static let phoneWidth: CGFloat = 393

  @Test(arguments: [(UIUserInterfaceStyle.light, "light"), (.dark, "dark")])
  func largeTitleStack(style: UIUserInterfaceStyle, name: String) throws {
    let root = CardViewController(text: "Wi-Fi")
    root.title = "Settings"
    root.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
      UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil),
    ]
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    try check(
      navigation, height: 240, insets: UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0),
      style: style, golden: "large-title-\(name).png")
  }

  @Test func pushedControllerWithBackButton() throws {
    let root = CardViewController(text: "General")
    root.title = "Settings"
    let navigation = UINavigationController(rootViewController: root)
    let pushed = CardViewController(text: "About")
    pushed.title = "General"
    pushed.navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .done, target: nil, action: nil)
    navigation.pushViewController(pushed, animated: true)
    try check(
      navigation, height: 170, insets: UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0),
      style: .light, golden: "pushed-back-button-light.png")
  }

  @Test func tabBarWithBadges() throws {
    let tabs: [(String, String)] = [("Home", "house"), ("Inbox", "bell"), ("Profile", "person")]
    var controllers = tabs.enumerated().map { index, tab in
      let controller = CardViewController(text: tab.0)
      controller.tabBarItem = UITabBarItem(
        title: tab.0, image: UIImage(systemName: tab.1), tag: index)
      return controller
    }
    let favorites = CardViewController(text: "Favorites")
    favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
    controllers.insert(favorites, at: 2)
    controllers[1].tabBarItem.badgeValue = "3"
    controllers[2].tabBarItem.badgeValue = "12"
    let tabBarController = UITabBarController()
    tabBarController.viewControllers = controllers
    tabBarController.selectedIndex = 1
    // The look most apps give the bar at rest: the material and hairline of the standard
    // appearance.
    tabBarController.tabBar.scrollEdgeAppearance = tabBarController.tabBar.standardAppearance
    try check(
      tabBarController, height: 200, insets: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
      style: .light, golden: "tab-bar-badges-light.png")
  }

  @Test func toolbarWithSpaces() throws {
    let disabled = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
    disabled.isEnabled = false
    try checkToolbars(
      [
        [
          UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil), .flexibleSpace(),
          UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil),
          .flexibleSpace(),
          UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
          .flexibleSpace(), disabled, .fixedSpace(24),
          UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
        ]
      ], golden: "toolbar-light.png")
  }

  /// The system items iOS draws as icons, spread over two toolbars: each its SF Symbol.
  @Test func systemItemIcons() throws {
    let rows: [[UIBarButtonItem.SystemItem]] = [
      [.compose, .reply, .action, .organize, .bookmarks, .search, .refresh, .camera],
      [.add, .trash, .rewind, .play, .pause, .fastForward, .stop, .undo, .redo],
    ]
    try checkToolbars(
      rows.map { row in
        Array(
          row.map { UIBarButtonItem(barButtonSystemItem: $0, target: nil, action: nil) }
            .map { [$0, UIBarButtonItem.flexibleSpace()] }.joined().dropLast())
      }, golden: "toolbar-system-icons-light.png")
  }

  /// Toolbars of `itemRows`, one under another 8 points apart on the system background, at 2×.
  private func checkToolbars(_ itemRows: [[UIBarButtonItem]], golden: String) throws {
    let container = UIView(
      frame: CGRect(x: 0, y: 0, width: Self.phoneWidth, height: 8 + 52 * CGFloat(itemRows.count)))
    container.backgroundColor = .systemBackground
    for (index, items) in itemRows.enumerated() {
      let toolbar = UIToolbar(
        frame: CGRect(x: 0, y: 8 + 52 * CGFloat(index), width: Self.phoneWidth, height: 44))
      let appearance = UIToolbarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.backgroundColor = .secondarySystemBackground
      toolbar.scrollEdgeAppearance = appearance
      toolbar.items = items
      container.addSubview(toolbar)
    }
    container.layoutIfNeeded()
    let image = try #require(container.renderedImage(scale: 2).cgImage)
    try GoldenImage.assertMatches(image.pixmap, golden: "UIKit/Bars/\(golden)")
  }

  private func check(
    _ controller: UIViewController, height: CGFloat, insets: UIEdgeInsets,
    style: UIUserInterfaceStyle, golden: String
  ) throws {
    let window = BarWindows.window(
      size: CGSize(width: Self.phoneWidth, height: height), scale: 2, insets: insets,
      showing: controller, style: style)
    let image = try #require(window.renderedImage().cgImage)
    try GoldenImage.assertMatches(image.pixmap, golden: "UIKit/Bars/\(golden)")
    window.isHidden = true
  }
}

/// A screen's content: the grouped background with one rounded row pinned to the safe area,
/// so the bars' insets show.
private final class CardViewController: UIViewController {
  private let text: String

  init(text: String) {
    self.text = text
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .systemGroupedBackground
    let card = UIView()
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 10
    card.translatesAutoresizingMaskIntoConstraints = false
    let label = UILabel()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    view.addSubview(card)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
      card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
      card.heightAnchor.constraint(equalToConstant: 44),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
    ])
  }
}
