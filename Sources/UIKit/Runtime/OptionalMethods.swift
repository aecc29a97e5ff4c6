/// A class the port step (`offscreen-port`) wrote, which knows the optional protocol
/// requirements it implements: what `responds(to:)` answers about them.
///
/// On iOS, `dataSource.responds(to: #selector(UITableViewDataSource.numberOfSections(in:)))`
/// asks the Objective-C runtime whether the object's class, or a superclass, has the method.
/// Swift on Linux has no such table, and the port gives every optional requirement a default
/// implementation, so the question cannot be answered from the object. The port writes the
/// answer into the class instead: the Objective-C names of the methods it declares that share
/// a name with an optional requirement, its own (`nonisolated class var` in the body, the
/// topmost class of the target conforming) and, through `super`, its superclasses'.
public protocol OptionalMethods: AnyObject {
  /// The Objective-C names (`numberOfSectionsIn:`) of the methods the class and its
  /// superclasses declare that may be optional protocol requirements.
  static var optionalMethods: Set<String> { get }
}

extension Selector {
  /// A selector for a protocol requirement that may be optional,
  /// `#selector(UITableViewDataSource.numberOfSections(in:))`, which the port writes as
  /// `Selector(optionalRequirement: UITableViewDataSource.numberOfSections(in:), name:
  /// "numberOfSectionsIn:")`. It names the method and answers `responds(to:)`: for an object of
  /// a class the port wrote, whether the class declares the method (``OptionalMethods``); for
  /// another, whether it conforms to the protocol. It calls nothing.
  public init<Receiver, each Argument, Result>(
    optionalRequirement method: @MainActor (Receiver) -> (repeat each Argument) -> Result,
    name: String
  ) {
    self.init(name) { object in
      if let ported = type(of: object) as? any OptionalMethods.Type {
        return ported.optionalMethods.contains(name)
      }
      return object is Receiver
    }
  }

  /// Whether `object` implements the selector's method: `NSObject`'s answer for an object, the
  /// selector's own for another.
  nonisolated static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
    (object as? NSObject)?.responds(to: selector) ?? selector.isImplemented?(object) ?? false
  }
}
