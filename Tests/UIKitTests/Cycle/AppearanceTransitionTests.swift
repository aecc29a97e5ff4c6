import Testing

@testable import UIKit

/// Manual appearance forwarding, from UIViewController's reference: a container whose
/// shouldAutomaticallyForwardAppearanceMethods is false must call beginAppearanceTransition
/// and endAppearanceTransition on its children, which otherwise hear nothing when it appears;
/// begin sends viewWillAppear/viewWillDisappear and end the matching did call.
@MainActor
@Suite struct AppearanceTransitionTests {
  class RecordingController: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
  }

  final class ManualContainer: RecordingController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  }

  func show(_ parent: UIViewController, child: UIViewController) -> UIWindow {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.rootViewController = parent
    window.makeKeyAndVisible()
    return window
  }

  @Test func aManualContainersChildHearsOnlyWhatTheContainerForwards() async {
    let parent = ManualContainer()
    let child = RecordingController()
    let window = show(parent, child: child)
    await endRunLoopTurn()
    #expect(parent.calls == ["willAppear", "didAppear"])
    #expect(child.calls.isEmpty)
    child.beginAppearanceTransition(true, animated: false)
    #expect(child.calls == ["willAppear"])
    child.endAppearanceTransition()
    #expect(child.calls == ["willAppear", "didAppear"])
    // Hiding the window reaches the container only, too.
    window.isHidden = true
    #expect(child.calls.count == 2)
    #expect(parent.calls.suffix(2) == ["willDisappear", "didDisappear"])
  }

  @Test func anAutomaticContainersChildHearsTheCallsItself() async {
    let parent = RecordingController()
    let child = RecordingController()
    _ = show(parent, child: child)
    await endRunLoopTurn()
    #expect(child.calls == ["willAppear", "didAppear"])
  }

  /// From a settled state the transition starts again: swift-snapshot-testing's host begins
  /// and ends the appearance of a controller the window has just shown, and on iOS the
  /// controller hears the calls a second time (upstream's lifecycle test counts them).
  @Test func aTransitionFromASettledStateCallsAgain() {
    let controller = RecordingController()
    for _ in 0..<2 {
      controller.beginAppearanceTransition(true, animated: false)
      controller.endAppearanceTransition()
    }
    for _ in 0..<2 {
      controller.beginAppearanceTransition(false, animated: false)
      controller.endAppearanceTransition()
    }
    #expect(
      controller.calls == [
        "willAppear", "didAppear", "willAppear", "didAppear",
        "willDisappear", "didDisappear", "willDisappear", "didDisappear",
      ])
  }

  /// Begin and end reach the children an automatically forwarding container shows (their
  /// views are in its view), after the container itself; a child whose view is elsewhere
  /// hears nothing.
  @Test func beginAndEndReachTheChildrenTheContainerShows() {
    let parent = RecordingController()
    let shown = RecordingController()
    let elsewhere = RecordingController()
    for child in [shown, elsewhere] {
      parent.addChild(child)
      child.didMove(toParent: parent)
    }
    parent.view.addSubview(shown.view)
    _ = elsewhere.view
    var order: [String] = []
    parent.beginAppearanceTransition(true, animated: false)
    order.append(
      contentsOf: parent.calls.map { "parent \($0)" } + shown.calls.map { "shown \($0)" })
    parent.endAppearanceTransition()
    #expect(order == ["parent willAppear", "shown willAppear"])
    #expect(parent.calls == ["willAppear", "didAppear"])
    #expect(shown.calls == ["willAppear", "didAppear"])
    #expect(elsewhere.calls.isEmpty)
  }

  @Test func disappearingByHand_andRepeatsDoNothing() {
    let controller = RecordingController()
    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: true)
    controller.endAppearanceTransition()
    #expect(controller.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }
}
