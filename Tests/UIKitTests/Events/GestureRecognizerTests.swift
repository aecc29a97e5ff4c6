import Foundation
import Testing
import UIKit

/// Hit-testing, recognizers and controls driven by synthetic touches, with expectations from
/// Apple's documentation of each.
@MainActor
@Suite struct GestureRecognizerTests {
  final class Recorder: NSObject, UIGestureRecognizerDelegate {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var allowBegin = true
    func handle(_ recognizer: UIGestureRecognizer) {
      states.append(recognizer.state)
      if let pan = recognizer as? UIPanGestureRecognizer {
        translations.append(pan.translation(in: recognizer.view))
      }
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      allowBegin
    }
  }

  private func window() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(card)
    window.isHidden = false
    return (window, card)
  }

  /// "This method ignores view objects that are hidden, that have disabled user interactions,
  /// or have an alpha level less than 0.01"; later subviews are on top.
  @Test func hitTestingFollowsTheDocumentedRules() {
    let (window, card) = window()
    let top = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    card.addSubview(top)
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === top)
    #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === card)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    top.isHidden = true
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === card)
    card.alpha = 0.005
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
    card.alpha = 1
    card.isUserInteractionEnabled = false
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
  }

  @Test func aTapRecognizesAndSendsItsActionWithTheRecognizer() {
    let (window, card) = window()
    let recorder = Recorder()
    let tap = UITapGestureRecognizer(
      target: recorder, action: Selector(Recorder.handle, name: "handle:"))
    card.addGestureRecognizer(tap)
    #expect(card.gestureRecognizers?.count == 1)
    #expect(tap.view === card)
    window.sendTap(at: CGPoint(x: 100, y: 100))
    #expect(recorder.states == [.ended])
    #expect(tap.state == .possible)
    window.sendTap(at: CGPoint(x: 10, y: 10))
    #expect(recorder.states == [.ended])
  }

  @Test func aDoubleTapNeedsTwoTaps() {
    let (window, card) = window()
    let recorder = Recorder()
    let tap = UITapGestureRecognizer(
      target: recorder, action: Selector(Recorder.handle, name: "handle:"))
    tap.numberOfTapsRequired = 2
    card.addGestureRecognizer(tap)
    window.sendTap(at: CGPoint(x: 100, y: 100))
    #expect(recorder.states.isEmpty)
    window.sendTap(at: CGPoint(x: 100, y: 100), count: 2)
    #expect(recorder.states == [.ended])
  }

  /// A pan begins, changes and ends; its translation is the distance moved: 60 points right
  /// and 30 down at the end.
  @Test func aPanReportsItsTranslation() throws {
    let (window, card) = window()
    let recorder = Recorder()
    let pan = UIPanGestureRecognizer(
      target: recorder, action: Selector(Recorder.handle, name: "handle:"))
    card.addGestureRecognizer(pan)
    window.sendPan(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 120, y: 90))
    #expect(recorder.states.first == .began)
    #expect(recorder.states.last == .ended)
    #expect(recorder.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    let last = try #require(recorder.translations.last)
    #expect(abs(last.x - 60) < 0.001 && abs(last.y - 30) < 0.001)
  }

  /// A recognizer whose delegate says no to beginning fails; one that must wait for another's
  /// failure does not recognize when the other recognizes.
  @Test func delegatesAndFailureRequirements() {
    let (window, card) = window()
    let refusing = Recorder()
    refusing.allowBegin = false
    let tap = UITapGestureRecognizer(
      target: refusing, action: Selector(Recorder.handle, name: "handle:"))
    tap.delegate = refusing
    card.addGestureRecognizer(tap)
    window.sendTap(at: CGPoint(x: 100, y: 100))
    #expect(refusing.states.isEmpty)

    let single = Recorder()
    let double = Recorder()
    let singleTap = UITapGestureRecognizer(
      target: single, action: Selector(Recorder.handle, name: "handle:"))
    let doubleTap = UITapGestureRecognizer(
      target: double, action: Selector(Recorder.handle, name: "handle:"))
    doubleTap.numberOfTapsRequired = 2
    singleTap.require(toFail: doubleTap)
    card.gestureRecognizers = [doubleTap, singleTap]
    window.sendTap(at: CGPoint(x: 100, y: 100), count: 2)
    #expect(double.states == [.ended])
    #expect(single.states.isEmpty)
  }

  @Test func longPressSwipeAndPinch() {
    let (window, card) = window()
    let recorder = Recorder()
    let press = UILongPressGestureRecognizer(
      target: recorder, action: Selector(Recorder.handle, name: "handle:"))
    card.addGestureRecognizer(press)
    window.sendLongPress(at: CGPoint(x: 100, y: 100), duration: 0.6)
    #expect(recorder.states.first == .began)
    #expect(recorder.states.last == .ended)
    card.removeGestureRecognizer(press)

    let swiped = Recorder()
    let swipe = UISwipeGestureRecognizer(
      target: swiped, action: Selector(Recorder.handle, name: "handle:"))
    swipe.direction = .left
    card.addGestureRecognizer(swipe)
    window.sendPan(from: CGPoint(x: 140, y: 100), to: CGPoint(x: 60, y: 105), duration: 0.1)
    #expect(swiped.states == [.ended])
    card.removeGestureRecognizer(swipe)

    let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
    card.addGestureRecognizer(pinch)
    var scales: [CGFloat] = []
    final class Reader {
      var read: (UIPinchGestureRecognizer) -> Void = { _ in }
      func pinched(_ recognizer: UIPinchGestureRecognizer) { read(recognizer) }
    }
    let reader = Reader()
    reader.read = { scales.append($0.scale) }
    pinch.addTarget(reader, action: Selector(Reader.pinched, name: "pinched:"))
    window.sendPinch(at: CGPoint(x: 100, y: 100), from: 20, to: 60)
    #expect(abs((scales.last ?? 0) - 3) < 0.001)
  }

  /// A tap on a button sends touch down and touch up inside, as a finger's would; a touch
  /// that leaves it ends outside.
  @Test func controlsTurnTouchesIntoControlEvents() {
    let (window, _) = window()
    let button = UIButton(frame: CGRect(x: 200, y: 200, width: 80, height: 44))
    window.addSubview(button)
    var events: [String] = []
    button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
    button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
    button.addAction(UIAction { _ in events.append("up outside") }, for: .touchUpOutside)
    window.sendTap(at: CGPoint(x: 240, y: 220))
    #expect(events == ["down", "up inside"])
    window.sendPan(from: CGPoint(x: 240, y: 220), to: CGPoint(x: 100, y: 220))
    #expect(events == ["down", "up inside", "down", "up outside"])
    #expect(!button.isHighlighted)
  }
}

/// A one-frame sequence touches down and lifts at once: a tap.
@MainActor
@Test func aSingleFrameIsATap() {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  window.isHidden = false
  final class Counter {
    var taps = 0
    func tapped(_ recognizer: UITapGestureRecognizer) { taps += 1 }
  }
  let counter = Counter()
  window.addGestureRecognizer(
    UITapGestureRecognizer(target: counter, action: Selector(Counter.tapped, name: "tapped:")))
  window.sendTouches([[CGPoint(x: 50, y: 50)]])
  #expect(counter.taps == 1)
}
