import Foundation

/// Recognizes a press held still for ``minimumPressDuration``: it begins then, changes as the
/// finger moves, and ends when it lifts; moving further than ``allowableMovement`` before it
/// begins makes it fail.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press must last, in seconds. 0.5.
  open var minimumPressDuration: TimeInterval = 0.5
  /// The fingers the press needs. 1.
  open var numberOfTouchesRequired = 1
  /// The taps before the press. 0.
  open var numberOfTapsRequired = 0
  /// How far the finger may move before the press begins, in points. 10.
  open var allowableMovement: CGFloat = 10

  private var start: (point: CGPoint, time: TimeInterval)?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    start = (location(in: nil), event.timestamp)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start else { return }
    switch state {
    case .possible:
      if start.point.distance(to: location(in: nil)) > allowableMovement {
        state = .failed
      } else if held(until: event.timestamp) {
        state = .began
      }
    case .began, .changed: state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, held(until: event.timestamp) { state = .began }
    if state == .began || state == .changed { state = .ended } else { state = .failed }
  }

  private func held(until time: TimeInterval) -> Bool {
    guard let start, touches.count >= numberOfTouchesRequired else { return false }
    return time - start.time >= minimumPressDuration
  }

  open override func reset() {
    super.reset()
    start = nil
  }
}
