/// Which points a path encloses.
public enum FillRule: Sendable {
  /// Inside where the path winds around the point a non-zero number of times.
  case nonZero
  /// Inside where a ray from the point crosses the path an odd number of times.
  case evenOdd
}
