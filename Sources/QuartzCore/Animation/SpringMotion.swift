import Foundation

/// The motion of a damped spring released one unit from its rest point, in closed form, and
/// the time it takes to settle.
struct SpringMotion {
  /// The undamped angular frequency, √(stiffness / mass).
  let naturalFrequency: Double
  /// The damping ratio: damping over critical damping, 2√(stiffness · mass).
  let dampingRatio: Double
  /// The speed the spring starts with, towards its rest point.
  let velocity: Double

  /// How close to rest, as a fraction of the distance travelled, counts as settled.
  ///
  /// Divergence: Apple does not document its rule, only two settling times: about 2.85 s for
  /// damping 5 and just over 1 s for damping 15 (unit mass, stiffness 100). The envelope of
  /// the motion reaches this fraction at both.
  static let restThreshold = 0.0008

  /// A spring of positive mass and stiffness; nil otherwise.
  init?(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
    guard mass > 0, stiffness > 0 else { return nil }
    naturalFrequency = (stiffness / mass).squareRoot()
    dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    self.velocity = velocity
  }

  /// When the envelope of the distance to rest falls below ``restThreshold`` for good.
  var settlingTime: Double {
    guard dampingRatio > 0 else { return .infinity }
    let bound = envelope
    // Past its peak the envelope only falls: find where it crosses the threshold.
    var low = peakTime
    guard bound(low) > Self.restThreshold else { return low }
    var high = max(low, 1 / naturalFrequency)
    while bound(high) > Self.restThreshold { high *= 2 }
    for _ in 0..<64 {
      let middle = (low + high) / 2
      if bound(middle) > Self.restThreshold { low = middle } else { high = middle }
    }
    return high
  }

  /// A bound on the distance to rest at time t (the spring starts at distance 1 and moves
  /// towards rest with ``velocity``), which falls for good after ``peakTime``.
  private var envelope: (Double) -> Double {
    let (omega, zeta, start, speed) = (naturalFrequency, dampingRatio, -1.0, velocity)
    if zeta < 1 - 1e-9 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let sine = (speed + zeta * omega * start) / damped
      let amplitude = (start * start + sine * sine).squareRoot()
      return { amplitude * exp(-zeta * omega * $0) }
    }
    if zeta <= 1 + 1e-9 {
      let slope = abs(speed + omega * start)
      return { (abs(start) + slope * $0) * exp(-omega * $0) }
    }
    let root = (zeta * zeta - 1).squareRoot()
    let (slow, fast) = (-omega * (zeta - root), -omega * (zeta + root))
    let slowPart = (speed - fast * start) / (slow - fast)
    let fastPart = start - slowPart
    return { abs(slowPart) * exp(slow * $0) + abs(fastPart) * exp(fast * $0) }
  }

  /// When ``envelope`` peaks: at the start, except for a critically damped spring whose
  /// initial speed carries it further first.
  private var peakTime: Double {
    guard abs(dampingRatio - 1) <= 1e-9 else { return 0 }
    let slope = abs(velocity - naturalFrequency)
    return slope > naturalFrequency ? (slope - naturalFrequency) / (naturalFrequency * slope) : 0
  }
}
