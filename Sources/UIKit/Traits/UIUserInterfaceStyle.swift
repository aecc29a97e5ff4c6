/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// The direction of the user interface's layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}
