/// The direction of the user interface's layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}
