import Foundation

/// The action a control sends: which method to call on its target.
///
/// Divergence: Swift on Linux has no Objective-C runtime, so neither `#selector` nor `@objc`
/// compile and a method cannot be looked up by name. A selector is made instead from the
/// method itself, `Selector(ViewController.buttonTapped)`, which the control calls on its
/// target (or, with a nil target, on the first object of that class up the responder chain).
/// The method may take nothing, the sender, or the sender and the event, as on iOS. The port
/// step (`offscreen-port`) writes `#selector(ViewController.buttonTapped(_:))` as
/// `Selector(ViewController.buttonTapped(_:), name: "buttonTapped:")`: it calls the method and
/// is equal to `Selector("buttonTapped:")`, as on iOS. `Selector("buttonTapped:")` alone
/// compiles and names an action for comparisons, but sending it calls nothing and prints a
/// warning.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The selector's name: the string it was made from, or for a method, the class and the
  /// place in the source where the selector was written.
  let name: String
  /// Calls the method on a target with the sender and event; nil for a selector made from a
  /// name.
  let method: Method?
  /// Whether an object has the method: it is of the method's class. Nil for a selector made
  /// from a name.
  let isImplemented: (@Sendable (AnyObject) -> Bool)?
  /// The class whose method the selector was made from; nil for a selector made from a name.
  let targetClass: AnyClass?
  /// The method bound to an object of its class (nil for another object), as the Objective-C
  /// runtime functions hand it over in an `IMP`. Nil for a selector made from a name.
  let bound: (@MainActor (AnyObject) -> Any?)?

  /// A method's call, type-erased: false when `target` is not of the method's class.
  typealias Method = @MainActor (_ target: AnyObject, _ sender: Any?, _ event: UIEvent?) -> Bool

  /// A selector that names a method only. Sending it calls nothing on Linux (see the type's
  /// documentation); it exists so that code written for iOS compiles and compares selectors.
  public init(_ name: String) { self.init(name, isImplemented: nil) }

  /// A selector that names a method and answers whether an object has it, but calls nothing.
  init(_ name: String, isImplemented: (@Sendable (AnyObject) -> Bool)?) {
    self.name = name
    method = nil
    self.isImplemented = isImplemented
    targetClass = nil
    bound = nil
  }

  /// A selector that names a method only, from a string literal, as `Selector("tapped:")`.
  public init(stringLiteral name: String) { self.init(name) }

  /// A selector for an action method that takes no arguments: `func tapped()`. `name` is
  /// the Objective-C name iOS would give it (`"tapped"`), which makes it equal to
  /// `Selector("tapped")`; without one it is named after the class and the place in the source.
  public init<Target: AnyObject>(
    _ method: @escaping @MainActor (Target) -> () -> Void, name: String? = nil,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) {
    self.name = name ?? Self.name(Target.self, fileID, line, column)
    isImplemented = { $0 is Target }
    targetClass = Target.self
    bound = { ($0 as? Target).map(method) }
    self.method = { target, _, _ in
      guard let target = target as? Target else { return false }
      method(target)()
      return true
    }
  }

  /// A selector for an action method that takes the sender: `func tapped(_ sender: UIButton)`.
  /// A sender of another type is not passed (the call is skipped with a warning).
  public init<Target: AnyObject, Sender>(
    _ method: @escaping @MainActor (Target) -> (Sender) -> Void, name: String? = nil,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) {
    let name = name ?? Self.name(Target.self, fileID, line, column)
    self.name = name
    isImplemented = { $0 is Target }
    targetClass = Target.self
    bound = { ($0 as? Target).map(method) }
    self.method = { target, sender, _ in
      guard let target = target as? Target else { return false }
      guard let sender = Self.cast(sender, to: Sender.self, for: name) else { return true }
      method(target)(sender)
      return true
    }
  }

  /// A selector for an action method that takes the sender and the event:
  /// `func tapped(_ sender: UIButton, forEvent event: UIEvent)`. Without an event (as from
  /// `sendActions(for:)`), the method gets an empty `UIEvent`.
  public init<Target: AnyObject, Sender>(
    _ method: @escaping @MainActor (Target) -> (Sender, UIEvent) -> Void, name: String? = nil,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) {
    let name = name ?? Self.name(Target.self, fileID, line, column)
    self.name = name
    isImplemented = { $0 is Target }
    targetClass = Target.self
    bound = { ($0 as? Target).map(method) }
    self.method = { target, sender, event in
      guard let target = target as? Target else { return false }
      guard let sender = Self.cast(sender, to: Sender.self, for: name) else { return true }
      method(target)(sender, event ?? UIEvent())
      return true
    }
  }

  /// The selector's name.
  public var description: String { name }

  /// Selectors are equal when they have the same name: the same string, or the same place in
  /// the source for selectors made from methods.
  public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  private static func name(_ target: Any.Type, _ fileID: String, _ line: Int, _ column: Int)
    -> String
  {
    "\(target) action at \(fileID):\(line):\(column)"
  }

  /// `sender` as the type the action method takes, or nil with a warning.
  private static func cast<Sender>(_ sender: Any?, to _: Sender.Type, for name: String) -> Sender? {
    if let sender, let typed = sender as? Sender { return typed }
    warn("the \(name) takes a \(Sender.self) but was sent \(sender.map { "\($0)" } ?? "nil")")
    return nil
  }

  /// Warns on standard error: a headless run has no other place to say it.
  static func warn(_ message: String) {
    let line = "Offscreen: \(message)\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}
