import Foundation

/// Recognizes a swipe: the touches travel at least 50 points in the allowed direction, more
/// along it than across it, before they lift (UIKit's thresholds are not published).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe.
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1)
    public static let left = Direction(rawValue: 2)
    public static let up = Direction(rawValue: 4)
    public static let down = Direction(rawValue: 8)
  }

  /// The directions the swipe may take. Right.
  open var direction: Direction = .right
  /// The fingers the swipe needs. 1.
  open var numberOfTouchesRequired = 1

  private var start = CGPoint.zero

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    start = location(in: nil)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, self.touches.count == numberOfTouchesRequired else {
      state = .failed
      return
    }
    let end = location(in: nil)
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let travelled: Direction =
      abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
    let distance = max(abs(dx), abs(dy))
    state = distance >= 50 && direction.contains(travelled) ? .recognized : .failed
  }
}
