import Foundation
import Testing
import UIKit

/// The Objective-C runtime's associated objects, as SnapKit and many categories use them:
/// a value kept with an object under the address of a key variable.
@MainActor
@Suite struct AssociatedObjectTests {
  nonisolated(unsafe) static var labelKey: UInt8 = 0
  nonisolated(unsafe) static var setKey: UInt8 = 0

  final class Value {}

  @Test func valuesAreKeptPerObjectAndKey() {
    let view = UIView()
    let other = UIView()
    objc_setAssociatedObject(view, &Self.labelKey, "card", .OBJC_ASSOCIATION_COPY_NONATOMIC)
    objc_setAssociatedObject(view, &Self.setKey, NSMutableSet(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(view, &Self.labelKey) as? String == "card")
    #expect(objc_getAssociatedObject(view, &Self.setKey) is NSMutableSet)
    #expect(objc_getAssociatedObject(other, &Self.labelKey) == nil)
    objc_setAssociatedObject(view, &Self.labelKey, nil, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    #expect(objc_getAssociatedObject(view, &Self.labelKey) == nil)
    objc_removeAssociatedObjects(view)
    #expect(objc_getAssociatedObject(view, &Self.setKey) == nil)
  }

  /// COPY keeps a copy: a mutable string changed afterwards is not seen.
  @Test func copyPolicyCopies() {
    let view = UIView()
    let text = NSMutableString(string: "a")
    objc_setAssociatedObject(view, &Self.labelKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    text.append("b")
    #expect((objc_getAssociatedObject(view, &Self.labelKey) as? NSString) == "a")
  }

  /// ASSIGN does not keep the value alive; RETAIN does.
  @Test func assignDoesNotRetainAndRetainDoes() {
    let view = UIView()
    weak var assigned: Value?
    weak var retained: Value?
    do {
      let first = Value()
      let second = Value()
      assigned = first
      retained = second
      objc_setAssociatedObject(view, &Self.labelKey, first, .OBJC_ASSOCIATION_ASSIGN)
      objc_setAssociatedObject(view, &Self.setKey, second, .OBJC_ASSOCIATION_RETAIN)
    }
    #expect(assigned == nil)
    #expect(objc_getAssociatedObject(view, &Self.labelKey) == nil)
    #expect(retained != nil)
  }

  /// A value goes when its object goes (once the table sweeps, as it grows).
  @Test func valuesOfObjectsThatAreGoneAreLetGo() {
    weak var kept: Value?
    weak var owner: UIView?
    do {
      let view = UIView()
      owner = view
      let value = Value()
      kept = value
      objc_setAssociatedObject(view, &Self.setKey, value, .OBJC_ASSOCIATION_RETAIN)
    }
    for _ in 0..<200 {
      objc_setAssociatedObject(UIView(), &Self.labelKey, "x", .OBJC_ASSOCIATION_RETAIN)
    }
    #expect(owner == nil)
    #expect(kept == nil)
  }

  /// The policies are the runtime's enumeration: raw values as objc/runtime.h gives them, and
  /// a failable `init(rawValue:)` that code mapping its own policies to them unwraps.
  @Test func policiesAreTheRuntimesEnumeration() {
    #expect(objc_AssociationPolicy(rawValue: 0o1401) == .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_AssociationPolicy(rawValue: 0o1403) == .OBJC_ASSOCIATION_COPY)
    #expect(objc_AssociationPolicy(rawValue: 1) == .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_AssociationPolicy(rawValue: 2) == nil)
  }
}
