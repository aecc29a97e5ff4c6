import Foundation

/// The kind of timing curve a provider gives.
public enum UITimingCurveType: Int, Sendable {
  /// A built-in curve (`UIView.AnimationCurve`).
  case builtin
  /// A cubic Bézier curve.
  case cubic
  /// A spring.
  case spring
  /// Both a cubic curve and a spring.
  case composed
}

/// What a property animator's timing comes from: a cubic curve, a spring, or both.
public protocol UITimingCurveProvider {
  /// The kind of curve.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve, if any.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, if any.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), or one of UIKit's built-in curves.
///
/// Divergence: kept and read back; nothing animates headless.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
  /// The built-in curve, `.easeInOut` for a custom one.
  public let animationCurve: UIView.AnimationCurve
  /// The curve's first control point.
  public let controlPoint1: CGPoint
  /// The curve's second control point.
  public let controlPoint2: CGPoint

  /// The default curve, ease in and out.
  public override convenience init() { self.init(animationCurve: .easeInOut) }

  /// One of UIKit's built-in curves, with its control points (Core Animation's values).
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    (controlPoint1, controlPoint2) =
      switch curve {
      case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
      case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
      case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
      case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
      }
  }

  /// A custom curve through two control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    (animationCurve, controlPoint1, controlPoint2) = (.easeInOut, point1, point2)
  }

  public var timingCurveType: UITimingCurveType { .cubic }
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve: a damping ratio, or a mass, stiffness and damping, and an initial
/// velocity.
///
/// Divergence: kept and read back; nothing animates headless.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
  /// The velocity the spring starts with, relative to the distance to travel.
  public let initialVelocity: CGVector
  /// The ratio of the spring's damping to critical damping (1 settles without bouncing).
  public let dampingRatio: CGFloat
  /// The spring's mass, when made from mass, stiffness and damping.
  public let mass: CGFloat
  /// The spring's stiffness, when made from mass, stiffness and damping.
  public let stiffness: CGFloat
  /// The spring's damping, when made from mass, stiffness and damping.
  public let damping: CGFloat

  /// A critically damped spring with no initial velocity.
  public override convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

  /// A spring with a damping ratio and no initial velocity.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A spring with a damping ratio and an initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    (dampingRatio, initialVelocity) = (ratio, velocity)
    // A unit mass with Core Animation's default stiffness; damping follows from the ratio.
    (mass, stiffness) = (1, 100)
    damping = ratio * 2 * (mass * stiffness).squareRoot()
  }

  /// A spring with the given physical properties.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    (self.mass, self.stiffness, self.damping, initialVelocity) =
      (mass, stiffness, damping, velocity)
    dampingRatio = damping / (2 * (mass * stiffness).squareRoot())
  }

  /// A spring that settles in about `duration` seconds with the given bounce (iOS 17): a
  /// bounce of 0 is critically damped, 1 undamped, negative overdamped.
  public convenience init(
    duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = .zero
  ) {
    self.init(dampingRatio: 1 - bounce, initialVelocity: initialVelocity)
  }

  public var timingCurveType: UITimingCurveType { .spring }
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  public var springTimingParameters: UISpringTimingParameters? { self }
}
