import Foundation

/// The accessibility properties UIKit gives every object on iOS (its informal `UIAccessibility`
/// protocol on `NSObject`), for objects that are not responders: model objects that carry a
/// label for the views showing them (a swipe action, a table row's item).
///
/// Divergence: `NSObject` conforms here, and these are extension members: responders (views,
/// `UIAccessibilityElement`) declare their own, overridable ones, which are the ones used
/// wherever the static type is a responder; through a reference typed `NSObject` these are.
public protocol UIAccessibilityInformalProtocol: AnyObject {}

extension NSObject: UIAccessibilityInformalProtocol {}

extension UIAccessibilityInformalProtocol {
  /// Whether assistive technologies treat the object as an element. False by default.
  public var isAccessibilityElement: Bool {
    get { informalAccessibility.isElement ?? false }
    set { informalAccessibility.isElement = newValue }
  }

  /// The object's name as assistive technologies speak it. Nil by default.
  public var accessibilityLabel: String? {
    get { informalAccessibility.label }
    set { informalAccessibility.label = newValue }
  }

  /// What acting on the object does. Nil by default.
  public var accessibilityHint: String? {
    get { informalAccessibility.hint }
    set { informalAccessibility.hint = newValue }
  }

  /// The object's value, as text. Nil by default.
  public var accessibilityValue: String? {
    get { informalAccessibility.value }
    set { informalAccessibility.value = newValue }
  }

  /// What kind of element the object is. None by default.
  public var accessibilityTraits: UIAccessibilityTraits {
    get { informalAccessibility.traits ?? .none }
    set { informalAccessibility.traits = newValue }
  }

  private var informalAccessibility: AccessibilityStorage {
    get {
      (objc_getAssociatedObject(self, InformalAccessibilityKey.key) as? Box)?.storage
        ?? AccessibilityStorage()
    }
    set {
      objc_setAssociatedObject(
        self, InformalAccessibilityKey.key, Box(storage: newValue), .OBJC_ASSOCIATION_RETAIN)
    }
  }
}

/// The associated-object key under which an object's accessibility values are kept.
private enum InformalAccessibilityKey {
  nonisolated(unsafe) static let key = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

private final class Box {
  let storage: AccessibilityStorage
  init(storage: AccessibilityStorage) { self.storage = storage }
}
