import UIKit

/// A view class a mockup can name: how to make one, its superclass (whose properties it
/// inherits) and the properties it adds.
@MainActor
public struct ViewClass {
  public let name: String
  public let superclass: String?
  /// Makes an instance from the view's node: most classes ignore it, but a class whose UIKit
  /// initializer takes an argument (a table's `style`) reads it here.
  let make: (MockupNode, ValueContext) throws -> UIView
  let properties: [ViewProperty]

  /// A class for the registry. `make` builds a fresh instance; `superclass` names a class
  /// already registered.
  public init(
    _ name: String, superclass: String?, properties: [ViewProperty],
    make: @escaping () -> UIView
  ) {
    self.init(name, superclass: superclass, properties: properties) { _, _ in make() }
  }

  /// A class whose instances are made from their node, for initializer arguments UIKit does not
  /// let one change later; list such keys in `properties` as ``ViewProperty/initArgument(_:_:)``.
  init(
    _ name: String, superclass: String?, properties: [ViewProperty],
    make: @escaping (MockupNode, ValueContext) throws -> UIView
  ) {
    self.name = name
    self.superclass = superclass
    self.properties = properties
    self.make = make
  }
}
