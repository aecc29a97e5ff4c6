import Foundation

extension UITraitCollection {
  private static let currentKey = "Offscreen.UITraitCollection.current"

  /// The traits dynamic colours resolve against on this thread, as on iOS, where `current` is
  /// per-thread. Starts with every trait unspecified (dynamic colours then resolve as light).
  public static var current: UITraitCollection {
    get {
      Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? UITraitCollection()
    }
    set {
      Thread.current.threadDictionary[currentKey] = newValue
    }
  }

  /// Runs `actions` with this collection as `current`, then puts the previous one back.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let previous = UITraitCollection.current
    UITraitCollection.current = self
    defer { UITraitCollection.current = previous }
    try actions()
  }
}
