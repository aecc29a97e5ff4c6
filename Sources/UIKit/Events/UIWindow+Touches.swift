import Foundation

extension UIWindow {
  /// Sends a synthetic touch sequence through the window, as a finger would: `frames` lists,
  /// frame by frame, where each finger is (in window coordinates); the first frame touches
  /// down, the last lifts, the ones between move, `interval` seconds apart. The window
  /// hit-tests the first frame's points, gives the touches to the recognizers of the hit
  /// views and their ancestors and to the hit views' responder chains, in UIKit's order, and
  /// runs the update cycle after.
  ///
  /// Offscreen's own API: iOS has no public way to make touches. Time is synthetic: nothing
  /// waits.
  public func sendTouches(
    _ frames: [[CGPoint]], interval: TimeInterval = 1.0 / 60, tapCount: Int = 1
  ) {
    guard let first = frames.first, !first.isEmpty, frames.allSatisfy({ $0.count == first.count })
    else {
      return Selector.warn("sendTouches needs frames with the same number of points, one at least")
    }
    TouchDelivery(window: self, frames: frames, interval: interval, tapCount: tapCount).run()
    runUpdateCycle()
  }

  /// A tap (or `count` taps) at `point`.
  public func sendTap(at point: CGPoint, count: Int = 1) {
    sendTouches([[point], [point]], interval: 0.05, tapCount: count)
  }

  /// A one-finger drag from `start` to `end` over `duration` seconds.
  public func sendPan(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25) {
    // A frame each sixtieth of a second: an hour is 216,000 frames, more is surely a mistake.
    guard (0...3600).contains(duration) else {
      return Selector.warn("sendPan needs a duration of 0 to 3,600 seconds, not \(duration)")
    }
    let steps = max(2, Int((duration * 60).rounded()))
    let frames = (0...steps).map { step -> [CGPoint] in
      let t = CGFloat(step) / CGFloat(steps)
      return [CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)]
    }
    sendTouches(frames, interval: duration / Double(steps))
  }

  /// A press held still at `point` for `duration` seconds.
  public func sendLongPress(at point: CGPoint, duration: TimeInterval = 0.6) {
    sendTouches([[point], [point], [point]], interval: duration / 2)
  }

  /// Two fingers on either side of `center`, `startDistance` apart, moving to `endDistance`.
  public func sendPinch(at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat) {
    let frames = (0...10).map { step -> [CGPoint] in
      let half = (startDistance + (endDistance - startDistance) * CGFloat(step) / 10) / 2
      return [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y)]
    }
    sendTouches(frames)
  }
}

/// One synthetic touch sequence on its way through a window.
@MainActor
private struct TouchDelivery {
  let window: UIWindow
  let frames: [[CGPoint]]
  let interval: TimeInterval
  let tapCount: Int

  func run() {
    let event = UIEvent()
    let start = CACurrentMediaTime()
    let touches = frames[0].map { point -> UITouch in
      let touch = UITouch()
      touch.window = window
      touch.windowLocation = point
      touch.previousWindowLocation = point
      touch.tapCount = tapCount
      touch.view = window.hitTest(point, with: event)
      return touch
    }
    event.touchSet = Set(touches)
    let recognizers = self.recognizers(for: touches)
    for (index, points) in frames.enumerated() {
      event.time = start + Double(index) * interval
      var phases: [UITouch.Phase] = index == 0 ? [.began] : [.moved]
      if frames.count == 1 {
        phases = [.began, .ended]
      } else if index == frames.count - 1 {
        // Fingers lift where they last were: a last frame that moves them moves first.
        phases = points == frames[index - 1] ? [.ended] : [.moved, .ended]
      }
      for phase in phases {
        for (touch, point) in zip(touches, points) {
          touch.previousWindowLocation = touch.windowLocation
          touch.windowLocation = point
          touch.phase = phase
          touch.timestamp = event.time
        }
        deliver(phase, touches: touches, event: event, recognizers: recognizers)
      }
    }
    for recognizer in recognizers {
      if recognizer.state == .possible { recognizer.state = .failed }
      recognizer.reset()
      recognizer.state = .possible
    }
  }

  /// The enabled recognizers of the hit views and their ancestors, nearest first, that the
  /// delegates let receive the touches.
  private func recognizers(for touches: [UITouch]) -> [UIGestureRecognizer] {
    var found: [UIGestureRecognizer] = []
    for touch in touches {
      var view = touch.view
      while let current = view {
        for recognizer in current.gestureRecognizers ?? []
        where recognizer.isEnabled && !found.contains(where: { $0 === recognizer })
          && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false
        {
          found.append(recognizer)
        }
        view = current.superview
      }
    }
    return found
  }

  private func deliver(
    _ phase: UITouch.Phase, touches: [UITouch], event: UIEvent, recognizers: [UIGestureRecognizer]
  ) {
    let set = Set(touches)
    for recognizer in recognizers
    where recognizer.state != .failed && recognizer.state != .cancelled {
      switch phase {
      case .began: recognizer.touchesBegan(set, with: event)
      case .ended: recognizer.touchesEnded(set, with: event)
      default: recognizer.touchesMoved(set, with: event)
      }
      if recognizer.state != .possible && recognizer.state != .failed {
        excludeOthers(winner: recognizer, among: recognizers)
      }
    }
    let taken = recognizers.contains {
      $0.cancelsTouchesInView && ($0.state == .began || $0.state == .changed || $0.state == .ended)
    }
    for view in Set(touches.compactMap(\.view).map(ObjectIdentifier.init)).compactMap({ id in
      touches.first { $0.view.map(ObjectIdentifier.init) == id }?.view
    }) {
      let own = set.filter { $0.view === view }
      if taken {
        if phase != .began { view.touchesCancelled(own, with: event) }
        continue
      }
      switch phase {
      case .began: view.touchesBegan(own, with: event)
      case .ended: view.touchesEnded(own, with: event)
      default: view.touchesMoved(own, with: event)
      }
    }
  }

  /// Once one recognizer recognizes, the others still possible fail, unless a delegate lets
  /// them recognize together.
  private func excludeOthers(winner: UIGestureRecognizer, among recognizers: [UIGestureRecognizer])
  {
    for other in recognizers where other !== winner && other.state == .possible {
      if !winner.recognizesSimultaneously(with: other) { other.state = .failed }
    }
  }
}
