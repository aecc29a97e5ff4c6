import Foundation

/// A pointer to an object reference that a method writes back (Objective-C's `NSError **` and
/// `id *` out-parameters): reading gives the reference stored, writing stores a new one without
/// releasing the old, which the memory may not hold yet.
///
/// Divergence: the Swift standard library has this type only with Objective-C interoperability.
/// This one has its initialisers from typed pointers, `pointee` and the subscript; `&variable`
/// does not convert to it, as only the compiler's own pointer types convert. iOS autoreleases a
/// reference written through it, released when the autorelease pool drains; Linux has no such
/// pool, so the reference written stays retained (one object per write is never freed).
public struct AutoreleasingUnsafeMutablePointer<Pointee>: Hashable, @unchecked Sendable {
  private let address: UnsafeMutableRawPointer

  /// A pointer to the memory `from` points to.
  public init<U>(_ from: UnsafeMutablePointer<U>) {
    address = UnsafeMutableRawPointer(from)
  }

  /// A pointer to the memory `from` points to; nil when it is nil. (Disfavoured, so that a
  /// non-optional pointer picks the initialiser above without a type annotation.)
  @_disfavoredOverload
  public init?<U>(_ from: UnsafeMutablePointer<U>?) {
    guard let from else { return nil }
    self.init(from)
  }

  /// The reference stored. Writing retains the new one and does not release the old one.
  public var pointee: Pointee {
    get { address.assumingMemoryBound(to: Pointee.self).pointee }
    nonmutating set { address.assumingMemoryBound(to: Pointee.self).initialize(to: newValue) }
  }

  /// The reference stored `i` places after this one; writing it behaves as ``pointee`` does.
  public subscript(i: Int) -> Pointee {
    get { address.assumingMemoryBound(to: Pointee.self)[i] }
    nonmutating set { (address.assumingMemoryBound(to: Pointee.self) + i).initialize(to: newValue) }
  }
}
