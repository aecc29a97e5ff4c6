import Testing
import UIKit

/// `UIAlertController` and `UIAlertAction` as Apple documents them: presented modally over
/// the presenter's content, a button per action, a tap dismissing the alert and running the
/// action's handler, disabled actions ignoring taps, one cancel action, the preferred action,
/// and text fields for alerts only.
@MainActor
@Suite struct AlertControllerTests {
  final class Logged: UIViewController {
    var lines: [String] = []
    override func viewWillDisappear(_ animated: Bool) { lines.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { lines.append("didDisappear") }
  }

  /// An alert shows over the presenter, which stays on screen: it hears no disappearance.
  @Test func presentingShowsOverThePresenter() {
    let root = Logged()
    let window = AlertWindows.shown(root)
    let alert = UIAlertController(title: "Delete?", message: "It goes.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    var completed = false
    root.present(alert, animated: true) { completed = true }
    #expect(completed)
    #expect(root.presentedViewController === alert)
    #expect(alert.presentingViewController === root)
    #expect(root.lines.isEmpty)
    #expect(root.view.window === window)
    #expect(alert.view.window === window)
    #expect(
      AlertWindows.element("OK", in: alert.view)?.accessibilityTraits.contains(.button) == true)
    #expect(alert.view.accessibilityViewIsModal)
  }

  /// Tapping an action's button dismisses the alert, then runs the handler with the action.
  @Test func tappingAnActionDismissesThenRunsItsHandler() {
    let root = UIViewController()
    let window = AlertWindows.shown(root)
    let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
    var received: UIAlertAction?
    var presentedDuringHandler: UIViewController?
    let signOut = UIAlertAction(title: "Sign Out", style: .destructive) { action in
      received = action
      presentedDuringHandler = root.presentedViewController
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(signOut)
    root.present(alert, animated: true)
    let frame = AlertWindows.frame("Sign Out", in: alert.view)!
    window.sendTap(at: CGPoint(x: frame.midX, y: frame.midY))
    #expect(received === signOut)
    #expect(presentedDuringHandler == nil)
    #expect(root.presentedViewController == nil)
    #expect(alert.view.window == nil)
  }

  /// `sendTap(to:)` taps the action's button the same way.
  @Test func sendTapToAnActionTapsItsButton() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    var tapped: [String] = []
    alert.addAction(UIAlertAction(title: "OK", style: .default) { tapped.append($0.title!) })
    root.present(alert, animated: false)
    alert.sendTap(to: alert.actions[0])
    #expect(tapped == ["OK"])
    #expect(root.presentedViewController == nil)
  }

  /// A disabled action's button ignores taps; enabled again, it works.
  @Test func disabledActionsIgnoreTaps() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    var saved = 0
    let save = UIAlertAction(title: "Save", style: .default) { _ in saved += 1 }
    save.isEnabled = false
    alert.addAction(save)
    root.present(alert, animated: false)
    #expect(
      AlertWindows.element("Save", in: alert.view)?.accessibilityTraits.contains(.notEnabled)
        == true)
    alert.sendTap(to: save)
    #expect(saved == 0)
    #expect(root.presentedViewController === alert)
    save.isEnabled = true
    alert.sendTap(to: save)
    #expect(saved == 1)
    #expect(root.presentedViewController == nil)
  }

  /// Two buttons that fit sit side by side in the 270-point alert, cancel on the left,
  /// whatever order they were added in; each is 44 points high and half the width.
  @Test func twoButtonsSitSideBySideCancelFirst() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let alert = UIAlertController(title: "Allow?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Allow", style: .default))
    alert.addAction(UIAlertAction(title: "Don't", style: .cancel))
    root.present(alert, animated: false)
    let cancel = AlertWindows.frame("Don't", in: alert.view)!
    let allow = AlertWindows.frame("Allow", in: alert.view)!
    // (390 - 270) / 2 = 60; 270 / 2 = 135.
    #expect(cancel.origin.x == 60 && cancel.width == 135 && cancel.height == 44)
    #expect(allow.origin.x == 195 && allow.width == 135 && allow.minY == cancel.minY)
    let panel = AlertWindows.element("Allow", in: alert.view)!.superview!
    let panelFrame = AlertWindows.frame(of: panel)
    #expect(panelFrame.width == 270 && panel.layer.cornerRadius == 14)
    #expect(abs(panelFrame.maxY - allow.maxY) < 0.01)
    // Centred in the 844-point window, to a third of a point.
    #expect(abs(panelFrame.midY - 422) <= 1.0 / 3)
  }

  /// Three buttons stack, in the order they were added with the cancel action last.
  @Test func threeButtonsStackCancelLast() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let alert = UIAlertController(title: "Photo", message: "Choose", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Camera", style: .default))
    alert.addAction(UIAlertAction(title: "Library", style: .default))
    root.present(alert, animated: false)
    let frames = ["Camera", "Library", "Cancel"].map { AlertWindows.frame($0, in: alert.view)! }
    #expect(frames.allSatisfy { $0.width == 270 && $0.height == 44 && $0.minX == 60 })
    #expect(frames[1].minY == frames[0].minY + 44)
    #expect(frames[2].minY == frames[1].minY + 44)
  }

  /// Two buttons whose titles do not fit half the width stack.
  @Test func twoLongTitlesStack() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let alert = UIAlertController(title: "Remove App?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Remove from Home Screen", style: .default))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    root.present(alert, animated: false)
    let remove = AlertWindows.frame("Remove from Home Screen", in: alert.view)!
    let cancel = AlertWindows.frame("Cancel", in: alert.view)!
    #expect(remove.width == 270 && cancel.width == 270)
    #expect(cancel.minY == remove.maxY)
  }

  /// Only one cancel action: a second is refused. The preferred action must already be
  /// one of the actions.
  @Test func oneCancelActionAndAPreferredActionAmongTheActions() {
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Also Cancel", style: .cancel))
    #expect(alert.actions.map(\.title) == ["Cancel"])
    let save = UIAlertAction(title: "Save", style: .default)
    alert.preferredAction = save
    #expect(alert.preferredAction == nil)
    alert.addAction(save)
    alert.preferredAction = save
    #expect(alert.preferredAction === save)
  }

  /// Text fields are for alerts: configured by their handler, listed in order, the first
  /// taking the keyboard when the alert appears. An action sheet refuses them.
  @Test func textFieldsBelongToAlerts() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let alert = UIAlertController(title: "Log In", message: nil, preferredStyle: .alert)
    #expect(alert.textFields == nil)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField {
      $0.placeholder = "Password"
      $0.isSecureTextEntry = true
    }
    #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
    #expect(alert.textFields?[1].isSecureTextEntry == true)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    root.present(alert, animated: false)
    #expect(alert.textFields?[0].isFirstResponder == true)
    let name = alert.textFields![0].convert(alert.textFields![0].bounds, to: nil)
    let ok = AlertWindows.frame("OK", in: alert.view)!
    #expect(name.maxY < ok.minY)
    root.dismiss(animated: false)

    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
    #expect(sheet.textFields == nil)
  }

  /// An action sheet: panels 8 points in from the sides, the cancel action in its own panel
  /// at the bottom of the safe area, the others 57 points high above it, 8 points apart.
  @Test func actionSheetPanels() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.addAction(UIAlertAction(title: "Share", style: .default))
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    root.present(sheet, animated: false)
    // 844 - 34 = 810 at the bottom; 390 - 2 × 8 = 374 wide.
    #expect(
      AlertWindows.frame("Cancel", in: sheet.view) == CGRect(x: 8, y: 753, width: 374, height: 57))
    // 753 - 8 = 745, less two 57-point buttons.
    #expect(
      AlertWindows.frame("Delete", in: sheet.view) == CGRect(x: 8, y: 688, width: 374, height: 57))
    #expect(
      AlertWindows.frame("Share", in: sheet.view) == CGRect(x: 8, y: 631, width: 374, height: 57))
    let cancelPanel = AlertWindows.element("Cancel", in: sheet.view)!.superview!
    let otherPanel = AlertWindows.element("Share", in: sheet.view)!.superview!
    #expect(cancelPanel !== otherPanel)
  }

  /// A tap outside an action sheet takes its cancel action; outside an alert, nothing.
  @Test func tapOutsideCancelsAnActionSheetOnly() {
    let root = UIViewController()
    let window = AlertWindows.shown(root)
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    var cancelled = false
    sheet.addAction(UIAlertAction(title: "Copy", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
    root.present(sheet, animated: false)
    window.sendTap(at: CGPoint(x: 195, y: 200))
    #expect(cancelled)
    #expect(root.presentedViewController == nil)

    let alert = UIAlertController(title: "Wait", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    root.present(alert, animated: false)
    window.sendTap(at: CGPoint(x: 195, y: 100))
    #expect(root.presentedViewController === alert)
  }

  /// An alert too tall for the window stays 8 points inside the safe area (47 + 8 = 55 to
  /// 844 - 34 - 8 = 802) and keeps its buttons, cutting the message off.
  @Test func tooTallAlertKeepsItsButtons() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let message = Array(repeating: "A very long message that goes on.", count: 80).joined(
      separator: " ")
    let alert = UIAlertController(title: "Terms", message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Decline", style: .cancel))
    alert.addAction(UIAlertAction(title: "Accept", style: .default))
    root.present(alert, animated: false)
    let panel = AlertWindows.frame(of: AlertWindows.element("Accept", in: alert.view)!.superview!)
    #expect(panel.minY == 55 && panel.maxY == 802)
    let accept = AlertWindows.frame("Accept", in: alert.view)!
    #expect(accept.maxY == 802 && accept.height == 44)
  }

  /// A sheet with more actions than fit stops 8 points below the safe area's top; the
  /// cancel panel keeps its place at the bottom.
  @Test func tooTallSheetStopsBelowTheSafeArea() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let sheet = UIAlertController(title: "Move to", message: nil, preferredStyle: .actionSheet)
    for index in 1...20 {
      sheet.addAction(UIAlertAction(title: "Folder \(index)", style: .default))
    }
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    root.present(sheet, animated: false)
    let panel = AlertWindows.frame(of: AlertWindows.element("Folder 1", in: sheet.view)!.superview!)
    #expect(panel.minY == 55 && panel.maxY == 745)
    #expect(
      AlertWindows.frame("Cancel", in: sheet.view) == CGRect(x: 8, y: 753, width: 374, height: 57))
  }

  /// Taps that cannot happen are refused with a warning, and nothing runs: an action of
  /// another controller, or an alert that is not presented.
  @Test func impossibleTapsDoNothing() {
    var ran = false
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    let ok = UIAlertAction(title: "OK", style: .default) { _ in ran = true }
    alert.addAction(ok)
    alert.sendTap(to: ok)
    alert.sendTap(to: UIAlertAction(title: "Other", style: .default) { _ in ran = true })
    #expect(!ran)
  }

  /// An alert with nothing in it presents and dismisses without trouble.
  @Test func emptyAlertPresents() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    root.present(alert, animated: false)
    #expect(root.presentedViewController === alert)
    alert.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
  }

  /// In a right-to-left layout the leading button, cancel, is on the right: an alert
  /// hosted with right-to-left traits, as a snapshot strategy hosts it.
  @Test func sideBySideButtonsFollowTheLayoutDirection() {
    let root = UIViewController()
    let window = AlertWindows.shown(root)
    let alert = UIAlertController(title: "Allow?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Allow", style: .default))
    alert.addAction(UIAlertAction(title: "Don't", style: .cancel))
    root.addChild(alert)
    root.setOverrideTraitCollection(
      UITraitCollection(layoutDirection: .rightToLeft), forChild: alert)
    alert.view.frame = root.view.bounds
    root.view.addSubview(alert.view)
    alert.didMove(toParent: root)
    window.runUpdateCycle()
    // (390 - 270) / 2 = 60: the left half starts at 60, the right half at 195.
    #expect(AlertWindows.frame("Don't", in: alert.view)?.minX == 195)
    #expect(AlertWindows.frame("Allow", in: alert.view)?.minX == 60)
  }

  /// The alert's text follows Dynamic Type as iOS's does: the title in the headline style and
  /// the message in the footnote style, 17 and 13 points at the default size, 23 and 19 at
  /// extra-extra-extra-large (Apple's table of text style sizes); buttons stay 44 points or
  /// grow.
  @Test(arguments: [
    (UIContentSizeCategory.large, CGFloat(17), CGFloat(13)), (.extraExtraExtraLarge, 23, 19),
  ])
  func textFollowsDynamicType(category: UIContentSizeCategory, title: CGFloat, message: CGFloat) {
    let root = UIViewController()
    let window = AlertWindows.shown(root)
    let alert = UIAlertController(title: "Allow?", message: "It helps.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    root.addChild(alert)
    root.setOverrideTraitCollection(
      UITraitCollection(preferredContentSizeCategory: category), forChild: alert)
    alert.view.frame = root.view.bounds
    root.view.addSubview(alert.view)
    alert.didMove(toParent: root)
    window.runUpdateCycle()
    #expect((AlertWindows.element("Allow?", in: alert.view) as? UILabel)?.font.pointSize == title)
    #expect(
      (AlertWindows.element("It helps.", in: alert.view) as? UILabel)?.font.pointSize == message)
    #expect((AlertWindows.frame("OK", in: alert.view)?.height ?? 0) >= 44)
  }
}
