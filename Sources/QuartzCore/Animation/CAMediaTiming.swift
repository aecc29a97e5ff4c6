/// The timing of an animation, or of a layer's local time: when it begins, how long one
/// pass lasts, how fast and how often it runs, and what it shows outside its active time.
///
/// Divergence: Offscreen has no animation clock; these values are kept, copied and read back,
/// and an animation with a finite repeat ends on the next main run-loop turn (see
/// `CALayer.add(_:forKey:)`).
public protocol CAMediaTiming {
  /// When the object begins, in its parent's time; 0 is "now" for an animation added to a
  /// layer.
  var beginTime: CFTimeInterval { get set }
  /// How long one pass lasts, in seconds. Defaults to 0.
  var duration: CFTimeInterval { get set }
  /// How fast time passes relative to the parent's time. Defaults to 1.
  var speed: Float { get set }
  /// An offset added to the object's local time. Defaults to 0.
  var timeOffset: CFTimeInterval { get set }
  /// How many times the object repeats; may be fractional, `.infinity` repeats for ever.
  var repeatCount: Float { get set }
  /// How long, in seconds, the object repeats; `.infinity` repeats for ever.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each pass is played forwards and then backwards.
  var autoreverses: Bool { get set }
  /// What the object shows before it begins and after it ends. Defaults to `.removed`.
  var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows outside its active duration.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Its effect is removed when it ends (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// It keeps showing its final state after it ends.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// It shows its initial state before it begins.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both ``forwards`` and ``backwards``.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}
