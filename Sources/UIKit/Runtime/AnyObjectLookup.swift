import Foundation

/// What the port step writes for a property read through `AnyObject`:
/// `constraints.first?.priority`, where `constraints` is `[AnyObject]`, becomes
/// `AnyObjectLookup.property("priority", of: constraints.first)`.
///
/// On iOS such a read is Objective-C's dynamic member lookup: the message goes to whatever the
/// object is, and the result is nil when the object is nil or does not have the property.
/// Swift on Linux has no such lookup, so this reads the property by name: the Objective-C
/// properties of Offscreen's classes that code reaches this way (a constraint's `priority`,
/// `constant`, …; a view's `frame`, `tag`, …), then any stored property of the object's own
/// class (what a target's `@objc var` declares). The value comes at the type the context asks
/// for, and, as Objective-C hands a `UILayoutPriority` over as the `float` it is, a raw value
/// counts as its wrapper.
public enum AnyObjectLookup {
  /// The property `name` of `object`, as the type the caller expects; nil when the object is
  /// nil, has no such property, or holds a value of another type.
  public static func property<Value>(_ name: String, of object: AnyObject?) -> Value? {
    guard let object else { return nil }
    guard let found = value(name, of: object) else {
      Selector.warn(
        "\(type(of: object)) has no property `\(name)` that Offscreen can read through AnyObject;"
          + " the read gives nil")
      return nil
    }
    if let typed = found as? Value { return typed }
    if let wrapper = found as? any RawRepresentable, let raw = wrapper.rawValue as? Value {
      return raw
    }
    return nil
  }

  /// The property `name` of `object` as it is stored, or nil when the object has none.
  static func value(_ name: String, of object: AnyObject) -> Any? {
    let sent = Found(value: object)
    let value = MainActor.assumeIsolated {
      Found(value: uikitProperty(name, of: sent.value as AnyObject))
    }.value
    return value ?? storedProperty(name, of: object)
  }

  /// A value crossing to the main actor and back: the caller is on it already (the lookup
  /// asserts so), as UIKit code is.
  private struct Found: @unchecked Sendable { let value: Any? }

  /// The Objective-C properties of Offscreen's classes, by the Swift name code reads them with.
  @MainActor private static func uikitProperty(_ name: String, of object: AnyObject) -> Any? {
    switch object {
    case let constraint as NSLayoutConstraint: return constraintProperty(name, of: constraint)
    case let view as UIView: return viewProperty(name, of: view)
    case let guide as UILayoutGuide:
      switch name {
      case "layoutFrame": return guide.layoutFrame
      case "identifier": return guide.identifier
      case "owningView": return guide.owningView
      default: return nil
      }
    default: return nil
    }
  }

  @MainActor private static func constraintProperty(
    _ name: String, of constraint: NSLayoutConstraint
  )
    -> Any?
  {
    switch name {
    case "priority": return constraint.priority
    case "constant": return constraint.constant
    case "multiplier": return constraint.multiplier
    case "isActive": return constraint.isActive
    case "identifier": return constraint.identifier
    case "firstItem": return constraint.firstItem
    case "secondItem": return constraint.secondItem
    case "firstAttribute": return constraint.firstAttribute
    case "secondAttribute": return constraint.secondAttribute
    case "relation": return constraint.relation
    case "shouldBeArchived": return constraint.shouldBeArchived
    default: return nil
    }
  }

  @MainActor private static func viewProperty(_ name: String, of view: UIView) -> Any? {
    switch name {
    case "frame": return view.frame
    case "bounds": return view.bounds
    case "center": return view.center
    case "tag": return view.tag
    case "alpha": return view.alpha
    case "isHidden": return view.isHidden
    case "superview": return view.superview
    case "subviews": return view.subviews
    case "window": return view.window
    case "backgroundColor": return view.backgroundColor
    case "tintColor": return view.tintColor
    case "layer": return view.layer
    case "constraints": return view.constraints
    case "accessibilityIdentifier": return view.accessibilityIdentifier
    case "translatesAutoresizingMaskIntoConstraints":
      return view.translatesAutoresizingMaskIntoConstraints
    default: return nil
    }
  }

  /// A stored property of the object's class or its superclasses, found by reflection.
  private static func storedProperty(_ name: String, of object: AnyObject) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      if let child = current.children.first(where: { $0.label == name }) { return child.value }
      mirror = current.superclassMirror
    }
    return nil
  }
}
