import Foundation

/// Recognizes taps: the required number of fingers lifted, the required number of times, no
/// further than 10 points from where they touched down (UIKit's tap slop, which Apple does
/// not publish).
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The taps the gesture needs. 1.
  open var numberOfTapsRequired = 1
  /// The fingers the gesture needs. 1.
  open var numberOfTouchesRequired = 1

  private var starts: [ObjectIdentifier: CGPoint] = [:]

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    for touch in touches { starts[ObjectIdentifier(touch)] = touch.windowLocation }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches {
      guard let start = starts[ObjectIdentifier(touch)] else { continue }
      if start.distance(to: touch.windowLocation) > 10 { state = .failed }
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    let lifted = self.touches.filter { $0.phase == .ended }
    guard lifted.count >= numberOfTouchesRequired else { return }
    if lifted.count == numberOfTouchesRequired,
      lifted.allSatisfy({ $0.tapCount >= numberOfTapsRequired })
    {
      state = .recognized
    } else if lifted.count > numberOfTouchesRequired {
      state = .failed
    }
  }

  open override func reset() {
    super.reset()
    starts = [:]
  }
}

extension CGPoint {
  func distance(to other: CGPoint) -> CGFloat {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }
}
