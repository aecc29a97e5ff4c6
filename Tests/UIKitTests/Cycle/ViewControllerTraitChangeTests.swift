import Testing
import UIKit

/// A view controller hears its trait changes, as UIKit's trait environments do
/// (`UITraitEnvironment.traitCollectionDidChange(_:)`): a controller that sets its fonts there
/// for Dynamic Type follows a content size category override.
@MainActor
@Suite struct ViewControllerTraitChangeTests {
  final class Recorder {
    var calls: [String] = []
  }

  final class Child: UIViewController {
    let recorder: Recorder
    let label = UILabel()
    init(recorder: Recorder) {
      self.recorder = recorder
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      recorder.calls.append(
        "controller \(previousTraitCollection?.preferredContentSizeCategory.rawValue ?? "nil")"
          + " → \(traitCollection.preferredContentSizeCategory.rawValue)")
      label.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    }
  }

  final class RecordingView: UIView {
    var recorder: Recorder?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      recorder?.calls.append("view")
    }
  }

  @Test func controllersHearTraitChangesBeforeTheirViews() {
    let recorder = Recorder()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let parent = UIViewController()
    let child = Child(recorder: recorder)
    let view = RecordingView()
    view.recorder = recorder
    child.view = view
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    window.rootViewController = parent
    window.isHidden = false
    window.layoutIfNeeded()
    recorder.calls.removeAll()

    parent.setOverrideTraitCollection(
      UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge), forChild: child)
    window.layoutIfNeeded()
    #expect(
      recorder.calls == [
        "controller \(UIContentSizeCategory.large.rawValue) → "
          + "\(UIContentSizeCategory.accessibilityExtraLarge.rawValue)",
        "view",
      ])
    // Body at AX XL is 40 points (Apple's Dynamic Type table), 17 at the default Large.
    #expect(child.label.font.pointSize == 40)
  }

  final class Target: NSObject {
    var senders: [UIView] = []
    func stylesChanged(_ view: UIView) { senders.append(view) }
  }

  /// iOS 17's registrations: a handler hears changes of the traits it watches only, with the
  /// previous traits; an action goes to its target with the view as sender; unregistered,
  /// nothing is called.
  @Test func registrationsHearTheirTraitsOnly() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = UIViewController()
    window.rootViewController = controller
    window.isHidden = false
    window.layoutIfNeeded()
    var styles: [String] = []
    var sizes = 0
    controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (changed: UIViewController, previous) in
      styles.append(
        "\(previous.userInterfaceStyle.rawValue)→\(changed.traitCollection.userInterfaceStyle.rawValue)"
      )
    }
    let sizeRegistration = controller.registerForTraitChanges([
      UITraitPreferredContentSizeCategory.self
    ]) { (_: UIViewController, _) in sizes += 1 }
    let target = Target()
    controller.view.registerForTraitChanges(
      UITraitCollection.systemTraitsAffectingColorAppearance, target: target,
      action: Selector(Target.stylesChanged, name: "stylesChanged:"))
    controller.overrideUserInterfaceStyle = .dark
    #expect(styles == ["1→2"])
    #expect(sizes == 0)
    #expect(target.senders == [controller.view])
    controller.unregisterForTraitChanges(sizeRegistration)
    controller.overrideUserInterfaceStyle = .light
    #expect(styles == ["1→2", "2→1"])
    #expect(sizes == 0)
    #expect(target.senders.count == 2)
  }
}
