import Foundation

/// Recognizes a drag: it begins once the touches have moved 10 points (UIKit's hysteresis,
/// which Apple does not publish), changes with each move and ends when they lift.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers the pan takes. 1.
  open var minimumNumberOfTouches = 1
  /// The most fingers the pan takes.
  open var maximumNumberOfTouches = Int.max

  private var start = CGPoint.zero
  private var offset = CGPoint.zero
  private var lastMove: (point: CGPoint, time: TimeInterval)?
  private var currentVelocity = CGPoint.zero

  /// How far the touches moved since the pan began, in `view`'s coordinate space (plus what
  /// ``setTranslation(_:in:)`` set).
  open func translation(in view: UIView?) -> CGPoint {
    let here = location(in: nil)
    let delta = CGPoint(x: here.x - start.x + offset.x, y: here.y - start.y + offset.y)
    guard let view, let window = view.window else { return delta }
    let origin = view.convert(CGPoint.zero, from: window)
    let moved = view.convert(delta, from: window)
    return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
  }

  /// Makes the translation read `translation` from here on.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let here = location(in: nil)
    start = here
    offset = translation
  }

  /// How fast the touches move, in points a second.
  open func velocity(in view: UIView?) -> CGPoint { currentVelocity }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if self.touches.count > maximumNumberOfTouches { state = .failed }
    start = location(in: nil)
    lastMove = (start, event.timestamp)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard self.touches.count >= minimumNumberOfTouches else { return }
    let here = location(in: nil)
    if let lastMove, event.timestamp > lastMove.time {
      let time = event.timestamp - lastMove.time
      currentVelocity = CGPoint(
        x: (here.x - lastMove.point.x) / time, y: (here.y - lastMove.point.y) / time)
    }
    lastMove = (here, event.timestamp)
    switch state {
    case .possible:
      if start.distance(to: here) >= 10 { state = .began }
    case .began, .changed: state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .began || state == .changed { state = .ended } else { state = .failed }
  }

  open override func reset() {
    super.reset()
    (start, offset, lastMove, currentVelocity) = (.zero, .zero, nil, .zero)
  }
}

/// A pan that starts at an edge of the screen.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the pan may start from.
  open var edges: UIRectEdge = []
}
