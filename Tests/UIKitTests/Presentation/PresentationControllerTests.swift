import Testing
import UIKit

/// `presentationController` and `popoverPresentationController` as Apple documents them, and
/// the delegate calls of a sheet swiped away (`UIAdaptivePresentationControllerDelegate`).
@MainActor
@Suite struct PresentationControllerTests {
  final class Delegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var lines: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ controller: UIPresentationController) -> Bool {
      lines.append("shouldDismiss")
      return allowsDismissal
    }
    func presentationControllerWillDismiss(_ controller: UIPresentationController) {
      lines.append(
        "willDismiss presented: \(controller.presentingViewController.presentedViewController != nil)"
      )
    }
    func presentationControllerDidDismiss(_ controller: UIPresentationController) {
      lines.append(
        "didDismiss presented: \(controller.presentedViewController.presentingViewController != nil)"
      )
    }
    func presentationControllerDidAttemptToDismiss(_ controller: UIPresentationController) {
      lines.append("didAttemptToDismiss")
    }
  }

  private func shown(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.isHidden = false
    window.runUpdateCycle()
    return window
  }

  @Test func everyControllerHasOneForItsPresentation() throws {
    let root = UIViewController()
    _ = shown(root)
    let sheet = UIViewController()
    let controller = try #require(sheet.presentationController)
    #expect(controller === sheet.presentationController)
    #expect(controller.presentedViewController === sheet)
    #expect(controller.containerView == nil)
    root.present(sheet, animated: false)
    #expect(controller.presentingViewController === root)
    #expect(controller.containerView === sheet.view.superview)
    #expect(controller.presentedView === sheet.view)
    #expect(!controller.shouldRemovePresentersView)
    sheet.dismiss(animated: false)
    #expect(controller.containerView == nil)
  }

  /// Popovers have a popover presentation controller whose source is kept; an iPhone's
  /// action sheets and other styles have none.
  @Test func popoverPresentationControllerIsForPopovers() throws {
    let plain = UIViewController()
    #expect(plain.popoverPresentationController == nil)
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    let source = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    let presentation = try #require(popover.popoverPresentationController)
    presentation.sourceView = source
    presentation.sourceRect = source.bounds
    presentation.permittedArrowDirections = [.up, .down]
    #expect(popover.popoverPresentationController?.sourceView === source)
    #expect(popover.popoverPresentationController?.permittedArrowDirections == [.up, .down])
    #expect(presentation.arrowDirection == .unknown)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    // The idiom that compiles for both devices and does nothing on a phone.
    sheet.popoverPresentationController?.sourceView = source
    #expect(sheet.popoverPresentationController == nil)
  }

  /// Swiping a sheet away: the delegate is asked, hears "will" while the sheet is still
  /// presented and "did" once it is gone.
  @Test func dismissingASheetInteractivelyTellsTheDelegate() throws {
    let root = UIViewController()
    _ = shown(root)
    let sheet = UIViewController()
    let delegate = Delegate()
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: false)
    try #require(sheet.presentationController).dismissInteractively()
    #expect(
      delegate.lines == [
        "shouldDismiss", "willDismiss presented: true", "didDismiss presented: false",
      ])
    #expect(root.presentedViewController == nil)
  }

  /// A sheet that is modal in presentation, or whose delegate refuses, stays; the delegate
  /// hears the attempt.
  @Test func refusedDismissalLeavesTheSheet() throws {
    let root = UIViewController()
    _ = shown(root)
    let sheet = UIViewController()
    let delegate = Delegate()
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: false)
    sheet.isModalInPresentation = true
    try #require(sheet.presentationController).dismissInteractively()
    #expect(delegate.lines == ["didAttemptToDismiss"])
    sheet.isModalInPresentation = false
    delegate.allowsDismissal = false
    delegate.lines = []
    try #require(sheet.presentationController).dismissInteractively()
    #expect(delegate.lines == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(root.presentedViewController === sheet)
  }

  /// Full-screen presentations cannot be swiped away.
  @Test func fullScreenIgnoresInteractiveDismissal() throws {
    let root = UIViewController()
    _ = shown(root)
    let modal = UIViewController()
    modal.modalPresentationStyle = .fullScreen
    let delegate = Delegate()
    modal.presentationController?.delegate = delegate
    root.present(modal, animated: false)
    #expect(modal.presentationController?.shouldRemovePresentersView == true)
    try #require(modal.presentationController).dismissInteractively()
    #expect(delegate.lines.isEmpty)
    #expect(root.presentedViewController === modal)
  }
}
