import UIKit

/// The view classes a mockup can use, by UIKit class name, with their properties. Adding a
/// class (a new UIKit view or a custom one) is one ``register(_:)`` call; the builder, the
/// error hints and `offscreen schema` all read from here.
@MainActor
public final class ViewRegistry {
  private var classes: [String: ViewClass] = [:]
  private var order: [String] = []

  public init() {}

  /// The registry of every view class Offscreen provides.
  public static let standard: ViewRegistry = {
    let registry = ViewRegistry()
    for viewClass in StandardClasses.all { registry.register(viewClass) }
    return registry
  }()

  /// Adds or replaces a class. Its superclass must already be registered.
  public func register(_ viewClass: ViewClass) {
    precondition(
      viewClass.superclass.map { classes[$0] != nil } ?? true,
      "register \(viewClass.superclass ?? "") before \(viewClass.name)")
    if classes[viewClass.name] == nil { order.append(viewClass.name) }
    classes[viewClass.name] = viewClass
  }

  /// Every class name, in registration order.
  public var classNames: [String] { order }

  /// The class named `name`.
  public func viewClass(named name: String) -> ViewClass? { classes[name] }

  /// Whether `name` is `ancestor` or inherits from it.
  public func isClass(_ name: String, kindOf ancestor: String) -> Bool {
    lineage(of: name).contains { $0.name == ancestor }
  }

  /// The property `property` of class `name`, its own or inherited.
  public func property(_ property: String, of name: String) -> ViewProperty? {
    for viewClass in lineage(of: name) {
      if let match = viewClass.properties.first(where: { $0.name == property }) { return match }
    }
    return nil
  }

  /// Every property name of class `name`, its own first, then inherited ones.
  public func propertyNames(of name: String) -> [String] {
    lineage(of: name).flatMap { $0.properties.map(\.name) }
  }

  /// The class and its superclasses, nearest first.
  func lineage(of name: String) -> [ViewClass] {
    var result: [ViewClass] = []
    var next: String? = name
    while let current = next, let viewClass = classes[current] {
      result.append(viewClass)
      next = viewClass.superclass
    }
    return result
  }
}
