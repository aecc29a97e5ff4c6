/// The kind of device an interface is laid out for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// No idiom given.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// A CarPlay screen.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// An Apple Vision headset.
  case vision = 6
}
