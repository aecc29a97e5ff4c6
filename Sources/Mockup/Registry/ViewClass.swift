import UIKit

/// A view class a mockup can name: how to make one, its superclass (whose properties it
/// inherits) and the properties it adds.
@MainActor
public struct ViewClass {
  public let name: String
  public let superclass: String?
  let make: () -> UIView
  let properties: [ViewProperty]

  /// A class for the registry. `make` builds a fresh instance; `superclass` names a class
  /// already registered.
  public init(
    _ name: String, superclass: String?, properties: [ViewProperty],
    make: @escaping () -> UIView
  ) {
    self.name = name
    self.superclass = superclass
    self.properties = properties
    self.make = make
  }
}
