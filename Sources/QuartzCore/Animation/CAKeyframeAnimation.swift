import Foundation

/// An animation of a layer property through a sequence of values (or along a path), each
/// reached at its own time.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values the property passes through, in order; ignored when ``path`` is set.
  open var values: [Any]?
  /// A path a point property follows instead of ``values``.
  open var path: CGPath?
  /// When each keyframe is reached, as fractions (0…1) of the duration, one per value.
  open var keyTimes: [NSNumber]?
  /// The pacing of each segment between keyframes: one fewer than the values.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values in between keyframes are computed. Defaults to `.linear`.
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// The tension of each keyframe, for the cubic modes.
  open var tensionValues: [NSNumber]?
  /// The continuity of each keyframe, for the cubic modes.
  open var continuityValues: [NSNumber]?
  /// The bias of each keyframe, for the cubic modes.
  open var biasValues: [NSNumber]?
  /// Whether a layer moved along ``path`` turns to follow it; nil leaves it unturned.
  open var rotationMode: CAAnimationRotationMode?

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    path = other.path
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    tensionValues = other.tensionValues
    continuityValues = other.continuityValues
    biasValues = other.biasValues
    rotationMode = other.rotationMode
  }
}

/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Straight lines between keyframes (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Each keyframe's value is held until the next; no interpolation.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Linear, at an even pace; key times and timing functions are ignored.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth spline through the keyframes.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth spline at an even pace.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moved along a keyframe animation's path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The layer turns along the path's tangent.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// The layer turns along the path's tangent, plus 180 degrees.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
