/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// No style given.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}
