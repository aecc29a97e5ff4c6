/// How much room an interface has along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// No size class given.
  case unspecified = 0
  /// Constrained space.
  case compact = 1
  /// Expansive space.
  case regular = 2
}
