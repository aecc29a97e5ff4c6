/// The direction of the user interface's layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// No direction given.
  case unspecified = -1
  /// Content flows from left to right.
  case leftToRight = 0
  /// Content flows from right to left.
  case rightToLeft = 1
}
