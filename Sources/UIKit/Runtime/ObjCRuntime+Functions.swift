import Foundation

// The Objective-C runtime functions that code written for iOS calls, over ObjCRuntime's
// table (see its documentation for what replacing an implementation does and does not do).

/// The superclass of `cls`, or nil for a root class.
public func class_getSuperclass(_ cls: AnyClass?) -> AnyClass? {
  cls.flatMap { _getSuperclass($0) }
}

/// The class of `object`.
public func object_getClass(_ object: Any?) -> AnyClass? {
  object.map { type(of: $0 as AnyObject) }
}

/// The instance method `name` of `cls` or of its closest superclass that has it.
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
  cls.flatMap { ObjCRuntime.method($0, name) }
}

/// The class method `name` of `cls`. Divergence: Offscreen's selectors are made from instance
/// methods, so no class method is found.
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

/// The implementation `name` has for instances of `cls`.
public func class_getMethodImplementation(_ cls: AnyClass?, _ name: Selector) -> IMP? {
  class_getInstanceMethod(cls, name)?.implementation
}

/// Whether instances of `cls` respond to `name`.
public func class_respondsToSelector(_ cls: AnyClass?, _ name: Selector) -> Bool {
  class_getInstanceMethod(cls, name) != nil
}

/// Adds `imp` as `cls`'s own method `name`; false when `cls` has one of its own already.
@discardableResult
public func class_addMethod(
  _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?
) -> Bool {
  guard let cls, ObjCRuntime.ownMethod(cls, name) == nil else { return false }
  ObjCRuntime.add(cls, name, imp)
  return true
}

/// Sets `cls`'s own method `name` to `imp`, adding it when there is none; the implementation
/// it had, or nil.
@discardableResult
public func class_replaceMethod(
  _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?
) -> IMP? {
  guard let cls else { return nil }
  guard let own = ObjCRuntime.ownMethod(cls, name) else {
    ObjCRuntime.add(cls, name, imp)
    return nil
  }
  return method_setImplementation(own, imp)
}

/// The method's implementation.
public func method_getImplementation(_ m: Method) -> IMP {
  ObjCRuntime.lock.lock()
  defer { ObjCRuntime.lock.unlock() }
  return m.implementation
}

/// Sets the method's implementation; the one it had.
@discardableResult
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP {
  ObjCRuntime.lock.lock()
  defer { ObjCRuntime.lock.unlock() }
  let old = m.implementation
  m.implementation = imp
  return old
}

/// Swaps two methods' implementations.
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
  ObjCRuntime.lock.lock()
  defer { ObjCRuntime.lock.unlock() }
  (m1.implementation, m2.implementation) = (m2.implementation, m1.implementation)
}

/// The method's selector.
public func method_getName(_ m: Method) -> Selector { m.selector }

/// The method's type encoding. Divergence: Swift methods have none here; an empty string.
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? {
  UnsafePointer(ObjCRuntime.emptyTypeEncoding)
}

/// An implementation that calls `block` with the receiver, then the method's arguments.
public func imp_implementationWithBlock(_ block: Any) -> IMP { IMP(.block(block)) }
