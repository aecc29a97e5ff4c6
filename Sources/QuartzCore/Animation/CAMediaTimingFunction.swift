import Foundation

/// The pacing of an animation: one cubic Bézier segment from (0, 0) to (1, 1) that maps the
/// animation's normalized time to its progress.
///
/// Immutable, so it is `Sendable` (on iOS it is a plain `NSObject`).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  /// The four points of the curve, x then y: (0, 0), the two given ones, (1, 1).
  private let points: [Float]

  /// A timing function through the control points (0, 0), (`c1x`, `c1y`), (`c2x`, `c2y`)
  /// and (1, 1).
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    points = [0, 0, c1x, c1y, c2x, c2y, 1, 1]
  }

  /// One of Core Animation's predefined timing functions, with the control points Apple
  /// documents for it. An unknown name gives the linear function, with a warning.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .linear: self.init(controlPoints: 0, 0, 1, 1)
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default:
      let line = "Offscreen: no timing function is named \"\(name.rawValue)\"; using linear\n"
      FileHandle.standardError.write(Data(line.utf8))
      self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  /// Writes the control point at `idx` (0 to 3) as two floats, x then y, to `ptr`. An index
  /// outside 0...3 writes nothing.
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    guard (0...3).contains(idx) else { return }
    ptr[0] = points[2 * idx]
    ptr[1] = points[2 * idx + 1]
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CAMediaTimingFunction else { return false }
    return points == other.points
  }

  open override var hash: Int { points.hashValue }
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Even pacing: (0, 0) and (1, 1).
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow at the start: (0.42, 0) and (1, 1).
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow at the end: (0, 0) and (0.58, 1).
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow at both ends: (0.42, 0) and (0.58, 1).
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The pacing of most system animations: (0.25, 0.1) and (0.25, 1).
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
