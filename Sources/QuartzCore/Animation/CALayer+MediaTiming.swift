/// A layer's values of `CAMediaTiming`, with Core Animation's defaults.
struct LayerTiming {
  var beginTime: CFTimeInterval = 0
  var duration: CFTimeInterval = 0
  var speed: Float = 1
  var timeOffset: CFTimeInterval = 0
  var repeatCount: Float = 0
  var repeatDuration: CFTimeInterval = 0
  var autoreverses = false
  var fillMode: CAMediaTimingFillMode = .removed
}

/// A layer's local time: each layer maps its superlayer's time (for a layer without one,
/// absolute time, `CACurrentMediaTime()`) to its own, t = (t_parent − beginTime) × speed +
/// timeOffset, which is how code pauses a layer's animations (`speed = 0`, `timeOffset` =
/// the paused time).
///
/// Divergence: with no animation clock the values change no animation; they are kept and
/// used by ``convertTime(_:from:)`` and ``convertTime(_:to:)``.
extension CALayer: @preconcurrency CAMediaTiming {
  public var beginTime: CFTimeInterval {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }
  public var duration: CFTimeInterval {
    get { timing.duration }
    set { timing.duration = newValue }
  }
  public var speed: Float {
    get { timing.speed }
    set { timing.speed = newValue }
  }
  public var timeOffset: CFTimeInterval {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }
  public var repeatCount: Float {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }
  public var repeatDuration: CFTimeInterval {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }
  public var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }
  public var fillMode: CAMediaTimingFillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }

  /// Converts `t` from `l`'s time space (absolute time when nil) to this layer's.
  public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    localTime(fromAbsolute: l?.absoluteTime(fromLocal: t) ?? t)
  }

  /// Converts `t` from this layer's time space to `l`'s (absolute time when nil).
  public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    let absolute = absoluteTime(fromLocal: t)
    return l?.localTime(fromAbsolute: absolute) ?? absolute
  }

  private func localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
    let parentTime = superlayer?.localTime(fromAbsolute: t) ?? t
    return (parentTime - beginTime) * Double(speed) + timeOffset
  }

  private func absoluteTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
    let parentTime = (t - timeOffset) / Double(speed) + beginTime
    return superlayer?.absoluteTime(fromLocal: parentTime) ?? parentTime
  }
}
