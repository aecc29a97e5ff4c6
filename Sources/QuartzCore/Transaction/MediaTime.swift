import Foundation

/// The current time of the host's monotonic clock, in seconds, as Core Animation measures
/// time (`CACurrentMediaTime()`): it never goes back and does not follow wall-clock changes.
public func CACurrentMediaTime() -> CFTimeInterval {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
}

/// The range of frame rates a display link asks for.
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?

  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// The display's own rate.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
