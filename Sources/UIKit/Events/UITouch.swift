import Foundation

/// A finger on the screen: where it is, where it was, and in which phase.
@preconcurrency @MainActor
open class UITouch: Hashable {
  /// Where a touch is in its life.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }

  /// What made the touch.
  public enum TouchType: Int, Sendable {
    case direct, indirect, pencil, indirectPointer
  }

  public init() {}

  /// The phase of the touch.
  open internal(set) var phase: Phase = .began
  /// The view the touch began in.
  open internal(set) weak var view: UIView?
  /// The window the touch is in.
  open internal(set) weak var window: UIWindow?
  /// How many times the finger tapped in one place.
  open internal(set) var tapCount = 1
  /// When the touch last changed, in seconds since boot.
  open internal(set) var timestamp: TimeInterval = 0
  /// The kind of touch: a finger on the screen.
  open var type: TouchType { .direct }
  /// The pressure of the touch; 0 without 3D Touch.
  open var force: CGFloat { 0 }
  /// The greatest pressure the screen reports.
  open var maximumPossibleForce: CGFloat { 0 }
  /// The radius of the touch, in points.
  open var majorRadius: CGFloat { 20 }

  /// The touch's point in window coordinates, now and before the last move.
  var windowLocation = CGPoint.zero
  var previousWindowLocation = CGPoint.zero

  /// Where the touch is in `view`'s coordinates (the window's when nil).
  open func location(in view: UIView?) -> CGPoint {
    convert(windowLocation, to: view)
  }

  /// Where the touch was before its last move, in `view`'s coordinates.
  open func previousLocation(in view: UIView?) -> CGPoint {
    convert(previousWindowLocation, to: view)
  }

  private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window else { return point }
    return view.convert(point, from: window)
  }

  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
