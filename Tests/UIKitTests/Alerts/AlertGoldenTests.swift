import CoreGraphics
import TestSupport
import Testing
import UIKit

/// Alerts and action sheets as iOS draws them, over a screen of content, compared with golden
/// PNGs (looked at by hand when recorded): a 393 × 600 window with an iPhone's 59/34-point
/// safe area, at 2×, light and dark.
@MainActor
@Suite struct AlertGoldenTests {
  nonisolated static let styles: [(UIUserInterfaceStyle, String)] = [
    (.light, "light"), (.dark, "dark"),
  ]

  /// Two actions side by side: cancel on the left in bold, the destructive one red.
  @Test(arguments: styles)
  func alertWithTwoButtons(style: UIUserInterfaceStyle, name: String) throws {
    let alert = UIAlertController(
      title: "Delete Photo?", message: "This photo will be deleted from all your devices.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    try check(alert, style: style, golden: "alert-two-buttons-\(name).png")
  }

  /// Three actions stacked, cancel last; the preferred action takes the bold title.
  @Test(arguments: styles)
  func alertWithThreeButtons(style: UIUserInterfaceStyle, name: String) throws {
    let alert = UIAlertController(
      title: "Save Changes?", message: "Your changes will be lost if you don't save them.",
      preferredStyle: .alert)
    let save = UIAlertAction(title: "Save", style: .default)
    alert.addAction(save)
    alert.addAction(UIAlertAction(title: "Don't Save", style: .destructive))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.preferredAction = save
    try check(alert, style: style, golden: "alert-three-buttons-\(name).png")
  }

  /// Text fields stacked under the message, the placeholder in each; a disabled action
  /// dimmed.
  @Test func alertWithTextFields() throws {
    let alert = UIAlertController(
      title: "Sign In", message: "Enter your Apple Account.", preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Email" }
    alert.addTextField {
      $0.placeholder = "Password"
      $0.isSecureTextEntry = true
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let signIn = UIAlertAction(title: "Sign In", style: .default)
    signIn.isEnabled = false
    alert.addAction(signIn)
    try check(alert, style: .light, golden: "alert-text-fields-light.png")
  }

  /// A message too long for the window: the alert fills the safe area less 8 points, the
  /// message cut off above the buttons.
  @Test func alertWithALongMessage() throws {
    let message = Array(
      repeating: "By continuing you agree to the terms of service and the privacy policy.",
      count: 20
    ).joined(separator: " ")
    let alert = UIAlertController(title: "Terms", message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Decline", style: .cancel))
    alert.addAction(UIAlertAction(title: "Accept", style: .default))
    try check(alert, style: .light, golden: "alert-long-message-light.png")
  }

  /// An action sheet: the title over the actions in one panel, cancel in its own below.
  @Test(arguments: styles)
  func actionSheet(style: UIUserInterfaceStyle, name: String) throws {
    let sheet = UIAlertController(
      title: "Profile Photo", message: "Choose how to change your photo.",
      preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Take Photo", style: .default))
    sheet.addAction(UIAlertAction(title: "Choose from Library", style: .default))
    sheet.addAction(UIAlertAction(title: "Remove Photo", style: .destructive))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    try check(sheet, style: style, golden: "action-sheet-\(name).png")
  }

  private func check(_ alert: UIAlertController, style: UIUserInterfaceStyle, golden: String)
    throws
  {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 600), scale: 2)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.overrideUserInterfaceStyle = style
    window.windowSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let root = ContentViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.runUpdateCycle()
    root.present(alert, animated: false)
    let image = try #require(window.renderedImage().cgImage)
    try GoldenImage.assertMatches(image.pixmap, golden: "UIKit/Alerts/\(golden)")
    window.isHidden = true
  }
}

/// A screen behind the alert: a large title and a few rows, so the dimming shows.
private final class ContentViewController: UIViewController {
  override func viewDidLoad() {
    view.backgroundColor = .systemGroupedBackground
    let title = UILabel(frame: CGRect(x: 20, y: 70, width: 353, height: 41))
    title.text = "Photos"
    title.font = .systemFont(ofSize: 34, weight: .bold)
    view.addSubview(title)
    for (index, text) in ["Recents", "Favourites", "Screenshots", "Hidden"].enumerated() {
      let row = UIView(frame: CGRect(x: 16, y: 130 + CGFloat(index) * 60, width: 361, height: 52))
      row.backgroundColor = .secondarySystemGroupedBackground
      row.layer.cornerRadius = 10
      let label = UILabel(frame: CGRect(x: 16, y: 0, width: 300, height: 52))
      label.text = text
      row.addSubview(label)
      view.addSubview(row)
    }
  }
}
