import Foundation

/// Recognizes two fingers moving apart or together: ``scale`` is their distance over the
/// distance when the pinch began.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The distance between the fingers over the distance when the pinch began.
  open var scale: CGFloat = 1
  /// How fast the scale changes, per second.
  open private(set) var velocity: CGFloat = 0

  private var startDistance: CGFloat = 0
  private var last: (scale: CGFloat, time: TimeInterval)?

  private var distance: CGFloat {
    touches.count >= 2 ? touches[0].windowLocation.distance(to: touches[1].windowLocation) : 0
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if self.touches.count == 2 {
      startDistance = distance
      last = (1, event.timestamp)
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard self.touches.count == 2, startDistance > 0 else { return }
    scale = distance / startDistance
    if let last, event.timestamp > last.time {
      velocity = (scale - last.scale) / (event.timestamp - last.time)
    }
    last = (scale, event.timestamp)
    switch state {
    case .possible: if abs(scale - 1) > 0.05 { state = .began }
    case .began, .changed: state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .began || state == .changed { state = .ended } else { state = .failed }
  }

  open override func reset() {
    super.reset()
    (scale, velocity, startDistance, last) = (1, 0, 0, nil)
  }
}

/// Recognizes two fingers turning: ``rotation`` is the angle, in radians, the line between
/// them turned since the gesture began (clockwise positive, as on the screen).
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The angle turned, in radians.
  open var rotation: CGFloat = 0
  /// How fast the angle changes, in radians a second.
  open private(set) var velocity: CGFloat = 0

  private var startAngle: CGFloat?
  private var last: (rotation: CGFloat, time: TimeInterval)?

  private var angle: CGFloat? {
    guard touches.count >= 2 else { return nil }
    let (a, b) = (touches[0].windowLocation, touches[1].windowLocation)
    return atan2(b.y - a.y, b.x - a.x)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if let angle { startAngle = angle }
    last = (0, event.timestamp)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let angle, let startAngle else { return }
    var turned = angle - startAngle
    if turned > .pi { turned -= 2 * .pi }
    if turned < -.pi { turned += 2 * .pi }
    rotation = turned
    if let last, event.timestamp > last.time {
      velocity = (rotation - last.rotation) / (event.timestamp - last.time)
    }
    last = (rotation, event.timestamp)
    switch state {
    case .possible: if abs(rotation) > 0.05 { state = .began }
    case .began, .changed: state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .began || state == .changed { state = .ended } else { state = .failed }
  }

  open override func reset() {
    super.reset()
    (rotation, velocity, startAngle, last) = (0, 0, nil, nil)
  }
}
