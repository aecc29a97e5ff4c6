import Foundation

/// What the port step writes for `super.method(…)` in an override it dispatches by type (an
/// override of a method the target declares in an extension of another module's class, see the
/// README's port table): the base method's dispatch then starts above the overriding class, so
/// the call reaches the next override up the class chain, or the base's own body, as `super`
/// does on iOS.
public enum PortedSuper {
  /// Runs `body` (the base method called on `self`) with the base's dispatch skipping `type`'s
  /// override and those of its subclasses.
  public static func call<Result>(from type: AnyClass, _ body: () throws -> Result) rethrows
    -> Result
  {
    let outer = pending
    pending = type
    defer { pending = outer }
    return try body()
  }

  /// The class a super call starts above, taken by the base method as it begins, so that the
  /// calls it makes in turn dispatch as usual.
  public static func take() -> AnyClass? {
    defer { pending = nil }
    return pending
  }

  /// Whether the base's dispatch may hand the call to `type`'s override: not when a super call
  /// from `type`, or from a class under it, started it.
  public static func reaches(_ type: AnyClass, skipping skipped: AnyClass?) -> Bool {
    guard let skipped else { return true }
    return !ObjCRuntime.isClass(type, kindOf: skipped)
  }

  /// The class of the super call in progress on this thread, if any.
  private static var pending: AnyClass? {
    get { Thread.current.threadDictionary[key] as? AnyClass }
    set { Thread.current.threadDictionary[key] = newValue }
  }
  private static let key = "OffscreenPortedSuper"
}
