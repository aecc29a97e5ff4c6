extension UINavigationController {
  /// The kind of change a navigation transition animates.
  public enum Operation: Int, Sendable {
    case none = 0
    case push = 1
    case pop = 2
  }
}
