/// How a view's content is laid out with respect to the reading direction.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the layout direction of the traits.
  case unspecified
  /// Never flipped (media controls).
  case playback
  /// Never flipped (directional controls).
  case spatial
  /// Always laid out left to right.
  case forceLeftToRight
  /// Always laid out right to left.
  case forceRightToLeft
}
