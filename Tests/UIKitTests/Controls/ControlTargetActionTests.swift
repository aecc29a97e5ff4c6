import Foundation
import Testing
import UIKit

/// Records the calls of its action methods, in order.
@MainActor
private final class Recorder {
  var calls: [String] = []
  func tapped() { calls.append("tapped") }
  func changed(_ sender: UIControl) { calls.append("changed \(type(of: sender))") }
  func withEvent(_ sender: Any, forEvent event: UIEvent) {
    calls.append("withEvent \(event.type == .touches)")
  }
}

/// A view controller that handles an action sent up the responder chain.
@MainActor
private final class ChainController: UIViewController {
  var received = 0
  func save() { received += 1 }
}

/// Target-action and `UIAction`s: which registrations `sendActions(for:)` reaches.
@MainActor
@Suite struct ControlTargetActionTests {
  @Test func sendActions_callsTheTargetsRegisteredForTheEvent() {
    let control = UIControl()
    let recorder = Recorder()
    control.addTarget(recorder, action: Selector(Recorder.tapped), for: .touchUpInside)
    control.addTarget(recorder, action: Selector(Recorder.changed), for: .valueChanged)

    control.sendActions(for: .valueChanged)
    #expect(recorder.calls == ["changed UIControl"])
    control.sendActions(for: .touchUpInside)
    #expect(recorder.calls == ["changed UIControl", "tapped"])
    // Events are a mask: one call sends to every registration for any of them.
    control.sendActions(for: [.touchUpInside, .valueChanged])
    #expect(recorder.calls.count == 4)
    control.sendActions(for: .editingChanged)
    #expect(recorder.calls.count == 4)
  }

  @Test func actionWithEvent_getsAnEmptyEvent() {
    let control = UIControl()
    let recorder = Recorder()
    control.addTarget(recorder, action: Selector(Recorder.withEvent), for: .touchDown)
    control.sendActions(for: .allTouchEvents)
    #expect(recorder.calls == ["withEvent true"])
  }

  @Test func addingTheSameTargetAndActionTwice_registersOnce() {
    let control = UIControl()
    let recorder = Recorder()
    let action = Selector(Recorder.tapped)
    control.addTarget(recorder, action: action, for: .touchUpInside)
    control.addTarget(recorder, action: action, for: .touchDown)
    control.sendActions(for: [.touchUpInside, .touchDown])
    #expect(recorder.calls == ["tapped"])
    #expect(control.allControlEvents == [.touchUpInside, .touchDown])
  }

  @Test func removeTarget_takesAwayTheEventsGiven() {
    let control = UIControl()
    let recorder = Recorder()
    let action = Selector(Recorder.tapped)
    control.addTarget(recorder, action: action, for: [.touchUpInside, .touchDown])
    control.removeTarget(recorder, action: action, for: .touchDown)
    control.sendActions(for: .touchDown)
    #expect(recorder.calls.isEmpty)
    control.sendActions(for: .touchUpInside)
    #expect(recorder.calls == ["tapped"])
    // A nil action removes every action of the target.
    control.removeTarget(recorder, action: nil, for: .allEvents)
    #expect(control.allTargets.isEmpty)
    #expect(control.allControlEvents == [])
  }

  @Test func allTargetsAndActions_listTheRegistrations() {
    let control = UIControl()
    let recorder = Recorder()
    let tapped = Selector(Recorder.tapped)
    control.addTarget(recorder, action: tapped, for: .touchUpInside)
    control.addTarget(nil, action: "save", for: .valueChanged)
    #expect(control.allTargets.count == 2)
    // (NSNull on Linux hashes by identity, so look for the type, not for an equal value.)
    #expect(control.allTargets.contains { $0.base is NSNull })
    #expect(
      control.actions(forTarget: recorder, forControlEvent: .touchUpInside) == [tapped.description])
    #expect(control.actions(forTarget: recorder, forControlEvent: .valueChanged) == nil)
    #expect(control.actions(forTarget: nil, forControlEvent: .valueChanged) == ["save"])
  }

  @Test func targetsAreHeldWeakly() {
    let control = UIControl()
    var recorder: Recorder? = Recorder()
    control.addTarget(recorder, action: Selector(Recorder.tapped), for: .touchUpInside)
    weak let released = recorder
    recorder = nil
    #expect(released == nil)
    #expect(control.allTargets.isEmpty)
    control.sendActions(for: .touchUpInside)
  }

  @Test func nilTarget_goesUpTheResponderChain() {
    let controller = ChainController()
    let control = UIControl()
    controller.view.addSubview(control)
    control.addTarget(nil, action: Selector(ChainController.save), for: .primaryActionTriggered)
    control.sendActions(for: .primaryActionTriggered)
    #expect(controller.received == 1)
  }

  @Test func uiAction_runsWithTheControlAsSender() {
    let control = UIControl()
    var senders: [ObjectIdentifier] = []
    let action = UIAction(title: "Go") { action in
      senders.append(ObjectIdentifier(action.sender as! UIControl))
    }
    control.addAction(action, for: .primaryActionTriggered)
    control.sendActions(for: .touchUpInside)
    #expect(senders.isEmpty)
    control.sendActions(for: .primaryActionTriggered)
    #expect(senders == [ObjectIdentifier(control)])
    #expect(action.sender == nil)
    control.removeAction(action, for: .primaryActionTriggered)
    control.sendActions(for: .primaryActionTriggered)
    #expect(senders.count == 1)
  }

  @Test func uiActionsWithTheSameIdentifier_replaceEachOther() {
    let control = UIControl()
    var ran: [String] = []
    control.addAction(UIAction(identifier: "go") { _ in ran.append("first") }, for: .valueChanged)
    control.addAction(UIAction(identifier: "go") { _ in ran.append("second") }, for: .valueChanged)
    control.addAction(UIAction { _ in ran.append("other") }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(ran == ["second", "other"])
    control.removeAction(identifiedBy: "go", for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(ran == ["second", "other", "other"])
  }

  @Test func primaryActionInitialiser_registersForPrimaryActionTriggered() {
    var count = 0
    let control = UIControl(frame: .zero, primaryAction: UIAction { _ in count += 1 })
    #expect(control.allControlEvents == .primaryActionTriggered)
    control.sendActions(for: .primaryActionTriggered)
    #expect(count == 1)
  }

  @Test func disabledControl_stillSendsProgrammaticActions() {
    let control = UIControl()
    control.isEnabled = false
    var count = 0
    control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(count == 1)
  }

  /// Apple's raw values, from UIControl.h.
  @Test func eventAndStateRawValues_areApples() {
    #expect(UIControl.Event.touchUpInside.rawValue == 64)
    #expect(UIControl.Event.valueChanged.rawValue == 4096)
    #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
    #expect(UIControl.Event.editingChanged.rawValue == 131_072)
    #expect(UIControl.Event.allEditingEvents.rawValue == 0xF0000)
    #expect(UIControl.State.selected.rawValue == 4)
    #expect(UIControl.State.disabled.rawValue == 2)
  }
}
