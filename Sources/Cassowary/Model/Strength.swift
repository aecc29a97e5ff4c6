/// How much a constraint matters: a UIKit priority, 1 … 1000, where 1000 is required.
///
/// Priorities are ordered strictly (see the module's overview in `Solver.swift`): the solver
/// satisfies a priority-501 constraint as well as it can before it looks at any number of
/// priority-500 ones. Fractional priorities are allowed and ordered the same way.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The priority, in `0 < priority ≤ 1000` (anything outside is refused by the solver). UIKit's
  /// priorities are 1 … 1000; the levels below 1 are for preferences weaker than any of them.
  public let priority: Double

  public init(_ priority: Double) { self.priority = priority }

  /// Must hold; a required constraint that cannot is refused.
  public static let required = Strength(1000)
  /// UIKit's `defaultHigh`.
  public static let high = Strength(750)
  /// UIKit's `defaultLow`.
  public static let low = Strength(250)
  /// UIKit's `fittingSizeLevel`.
  public static let fittingSize = Strength(50)

  public var isRequired: Bool { priority == 1000 }
  var isValid: Bool { priority.isFinite && priority > 0 && priority <= 1000 }

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
  public var description: String {
    priority.isFinite && priority == priority.rounded() && abs(priority) < 1e15
      ? String(Int(priority)) : String(priority)
  }
}
