import Foundation

/// A method's implementation, as the Objective-C runtime functions hand it over: the method of
/// a selector (`class_getMethodImplementation`) or a block (`imp_implementationWithBlock`).
///
/// Code written for iOS calls one by casting it to a C function type,
/// `unsafeBitCast(imp, to: Function.self)`, which the port step writes as
/// `ObjCRuntime.function(imp, as: Function.self)` with `@convention(c)` removed from the type.
public final class IMP: @unchecked Sendable {
  enum Body {
    /// The selector's method, bound to a receiver of its class.
    case method(@MainActor (AnyObject) -> Any?)
    /// A block taking the receiver, then the method's arguments.
    case block(Any)
  }

  let body: Body

  init(_ body: Body) { self.body = body }
}

/// An instance method of a class, as `class_getInstanceMethod` finds it.
public final class Method: @unchecked Sendable {
  let owner: AnyClass
  let selector: Selector
  var implementation: IMP

  init(owner: AnyClass, selector: Selector, implementation: IMP) {
    self.owner = owner
    self.selector = selector
    self.implementation = implementation
  }
}

/// The Objective-C runtime's method table, as far as Swift on Linux can keep one.
///
/// Divergence: Swift calls methods directly, not through a table, so replacing an
/// implementation (`method_setImplementation`, `method_exchangeImplementations`,
/// `class_replaceMethod` — method swizzling) is recorded and visible to these functions but
/// never changes what a call to the method runs, in UIKit or in the code. The port reports each
/// such call. Methods are known from selectors made from methods (`#selector(Type.method)`,
/// which the port writes as `Selector(Type.method, name:)`); a selector made from a name only
/// finds none.
public enum ObjCRuntime {
  /// Class → selector name → the methods added to or looked up in it.
  nonisolated(unsafe) static var methods: [ObjectIdentifier: [String: Method]] = [:]
  static let lock = NSRecursiveLock()
  /// The type encoding every method reports: an empty C string, allocated once.
  nonisolated(unsafe) static let emptyTypeEncoding: UnsafeMutablePointer<CChar> = {
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
  }()

  /// The method `selector` names in `type` or the closest superclass that has it.
  static func method(_ type: AnyClass, _ selector: Selector) -> Method? {
    lock.lock()
    defer { lock.unlock() }
    var current: AnyClass? = type
    while let candidate = current {
      if let found = methods[ObjectIdentifier(candidate)]?[selector.name] { return found }
      current = class_getSuperclass(candidate)
    }
    guard let owner = selector.targetClass, isClass(type, kindOf: owner),
      let bound = selector.bound
    else { return nil }
    let method = Method(owner: owner, selector: selector, implementation: IMP(.method(bound)))
    methods[ObjectIdentifier(owner), default: [:]][selector.name] = method
    return method
  }

  /// The method `selector` names in `type` itself, not inherited; added when `add` is true
  /// and there is none.
  static func ownMethod(_ type: AnyClass, _ selector: Selector) -> Method? {
    lock.lock()
    defer { lock.unlock() }
    if let own = methods[ObjectIdentifier(type)]?[selector.name] { return own }
    guard let owner = selector.targetClass, owner == type else { return nil }
    return method(type, selector)
  }

  /// Adds `imp` as `type`'s own method for `selector`.
  static func add(_ type: AnyClass, _ selector: Selector, _ imp: IMP) {
    lock.lock()
    defer { lock.unlock() }
    methods[ObjectIdentifier(type), default: [:]][selector.name] = Method(
      owner: type, selector: selector, implementation: imp)
  }

  static func isClass(_ type: AnyClass, kindOf ancestor: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
      if candidate == ancestor { return true }
      current = class_getSuperclass(candidate)
    }
    return false
  }

  /// `value` as an object: what `unsafeBitCast(block, to: AnyObject.self)` meant for a block on
  /// iOS; the same object for an object.
  public static func object(_ value: Any, as type: AnyObject.Type) -> AnyObject {
    value as AnyObject
  }

  /// `imp` as the function type code casts it to: `(receiver, selector, arguments…) -> result`.
  /// Calling it runs the method with the receiver and the arguments, or the block when it was
  /// made with that very type.
  public static func function<Receiver, Result>(
    _ imp: IMP?, as type: ((Receiver, Selector) -> Result).Type
  ) -> (Receiver, Selector) -> Result {
    block(imp, as: type) ?? { receiver, _ in bound(imp, receiver, as: (() -> Result).self)() }
  }

  /// `imp` as a function of one argument after the receiver and the selector.
  public static func function<Receiver, A, Result>(
    _ imp: IMP?, as type: ((Receiver, Selector, A) -> Result).Type
  ) -> (Receiver, Selector, A) -> Result {
    block(imp, as: type) ?? { receiver, _, a in bound(imp, receiver, as: ((A) -> Result).self)(a) }
  }

  /// `imp` as a function of two arguments after the receiver and the selector.
  public static func function<Receiver, A, B, Result>(
    _ imp: IMP?, as type: ((Receiver, Selector, A, B) -> Result).Type
  ) -> (Receiver, Selector, A, B) -> Result {
    block(imp, as: type)
      ?? { receiver, _, a, b in bound(imp, receiver, as: ((A, B) -> Result).self)(a, b) }
  }

  /// The block `imp` was made with, when it has the type asked for.
  private static func block<Function>(_ imp: IMP?, as: Function.Type) -> Function? {
    guard case .block(let block)? = imp?.body else { return nil }
    return block as? Function
  }

  /// The method of `imp` bound to `receiver`, as `Bound` (its arguments to its result). A nil,
  /// mistyped or block implementation stops with the reason, where iOS would crash calling it.
  private static func bound<Receiver, Bound>(_ imp: IMP?, _ receiver: Receiver, as: Bound.Type)
    -> Bound
  {
    guard case .method(let bind)? = imp?.body else {
      fatalError(
        "Called \(imp == nil ? "a nil IMP" : "a block IMP of another type") as \(Bound.self)")
    }
    let sent = Unchecked(receiver as AnyObject)
    let value = MainActor.assumeIsolated { Unchecked(bind(sent.value as AnyObject)) }.value
    guard let function = value as? Bound else {
      fatalError("The IMP of a \(type(of: receiver)) method is not a \(Bound.self)")
    }
    return function
  }

  private struct Unchecked: @unchecked Sendable {
    let value: Any?
    init(_ value: Any?) { self.value = value }
  }
}
