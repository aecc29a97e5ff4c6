import Foundation

/// What the port step (`offscreen-port`) turns `@objc optional` protocol requirements into.
///
/// On iOS, `delegate?.method?(x)` is nil when the delegate does not implement `method`. Swift
/// on Linux has no optional requirements, so the port gives each one a default
/// implementation that calls ``unimplemented()``, and writes the call as
/// `OptionalRequirement.call({ delegate?.method(x) })`, which is nil when the default ran.
public enum OptionalRequirement {
  /// Runs an optional-chained call of optional requirements: its value, or nil when one of
  /// the requirements it called was not implemented.
  @discardableResult
  public static func call<Value>(_ body: () throws -> Value?) rethrows -> Value? {
    let outer = unimplementedFlag
    unimplementedFlag = false
    defer { unimplementedFlag = outer }
    let value = try body()
    return unimplementedFlag ? nil : value
  }

  /// The same for a call written in a closure that names its anonymous arguments
  /// (`{ $0.method?() }`): the port passes it as an autoclosure, `call(evaluating:
  /// $0.method())`, since a closure of its own would take `$0` for its own argument.
  @discardableResult
  public static func call<Value>(evaluating body: @autoclosure () throws -> Value?) rethrows
    -> Value?
  {
    try call(body)
  }

  /// The body of an optional requirement's default implementation that returns nothing.
  public static func unimplemented() {
    unimplementedFlag = true
  }

  /// The body of an optional requirement's default implementation that returns a value: a
  /// stand-in, never seen, since ``call(_:)`` turns it into nil.
  ///
  /// The stand-in is the type's ``OptionalRequirementPlaceholder`` value; for a plain-data
  /// type (a number, a geometry struct, an enum) its zero value; for a class or a class-bound
  /// protocol (a delegate returning `UIView` or `any Layout`) the null reference, which is
  /// exactly nil once the call wraps it in an optional and which releasing ignores.
  public static func unimplemented<Value>() -> Value {
    unimplementedFlag = true
    if let placeholder = Value.self as? any OptionalRequirementPlaceholder.Type {
      return placeholder.optionalRequirementPlaceholder as! Value
    }
    guard _isPOD(Value.self) || Value.self is AnyObject.Type || isClassBoundExistential(Value.self)
    else {
      fatalError(
        "An optional requirement returning \(Value.self) was called on a conformer that does not"
          + " implement it, and Offscreen has no value of that type to stand in while the call"
          + " gives nil: declare `extension \(Value.self): OptionalRequirementPlaceholder` in a"
          + " Linux-only file of the target")
    }
    return withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
      UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, repeating: 0)
      return buffer.baseAddress!.move()
    }
  }

  /// Whether `type` is `any P` for a class-bound `P`: one reference and its witness tables,
  /// read from the existential's type metadata (kind 0x303, class constraint bit clear), which
  /// Swift's ABI fixes.
  private static func isClassBoundExistential<Value>(_ type: Value.Type) -> Bool {
    let metadata = unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
    let existentialKind: UInt = 0x303
    let classConstraintIsAny: UInt32 = 0x8000_0000
    return metadata.load(as: UInt.self) == existentialKind
      && metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt32.self)
        & classConstraintIsAny == 0
  }

  /// Whether a default implementation ran in the current call, per thread.
  private static var unimplementedFlag: Bool {
    get { Thread.current.threadDictionary[flagKey] as? Bool ?? false }
    set { Thread.current.threadDictionary[flagKey] = newValue }
  }
  private static let flagKey = "OffscreenOptionalRequirementUnimplemented"
}

/// A type an optional requirement can return: one with a value to stand in while the call
/// turns into nil.
public protocol OptionalRequirementPlaceholder {
  static var optionalRequirementPlaceholder: Self { get }
}

extension Optional: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: Self { nil }
}
extension Bool: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: Bool { false }
}
extension String: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: String { "" }
}
extension Array: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: Self { [] }
}
extension Dictionary: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: Self { [:] }
}
extension Set: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: Self { [] }
}
extension Int: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: Int { 0 }
}
extension Double: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: Double { 0 }
}
extension Float: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: Float { 0 }
}
extension CGFloat: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: CGFloat { 0 }
}
extension CGSize: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: CGSize { .zero }
}
extension CGPoint: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: CGPoint { .zero }
}
extension CGRect: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: CGRect { .zero }
}
extension UIEdgeInsets: OptionalRequirementPlaceholder {
  public static var optionalRequirementPlaceholder: UIEdgeInsets { .zero }
}
