import Foundation

extension Selector {
  /// A selector for a method that takes no arguments and returns a value, which is dropped
  /// as Objective-C drops an action's result: `UIResponder.resignFirstResponder`, the method
  /// of the keyboard-dismissing idiom
  /// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil,
  /// from: nil, for: nil)`, which the port step writes as
  /// `Selector(UIResponder.resignFirstResponder, name: "resignFirstResponder")`.
  public init<Target: AnyObject, Result>(
    _ method: @escaping @MainActor (Target) -> () -> Result, name: String? = nil,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) {
    self.name = name ?? "\(Target.self) action at \(fileID):\(line):\(column)"
    isImplemented = { $0 is Target }
    targetClass = Target.self
    bound = { ($0 as? Target).map(method) }
    self.method = { target, _, _ in
      guard let target = target as? Target else { return false }
      _ = method(target)()
      return true
    }
  }

  /// A selector for a method of one argument that is not an action, `#selector(row(at:))`:
  /// see the two-argument form.
  @_disfavoredOverload
  public init<Target: AnyObject, A, Result>(
    _ method: @escaping @MainActor (Target) -> (A) -> Result, name: String? = nil,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) {
    self.init(
      nonAction: Target.self, bound: { ($0 as? Target).map(method) },
      name: name ?? "\(Target.self) method at \(fileID):\(line):\(column)")
  }

  /// A selector for a method of two arguments that is not an action,
  /// `#selector(dismiss(animated:completion:))`: it compares by name, answers
  /// `responds(to:)` and gives the Objective-C runtime functions (`class_getInstanceMethod`, …)
  /// its implementation. Sent as an action it calls nothing and warns, since its arguments are
  /// not a sender and an event.
  @_disfavoredOverload
  public init<Target: AnyObject, A, B, Result>(
    _ method: @escaping @MainActor (Target) -> (A, B) -> Result, name: String? = nil,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) {
    self.init(
      nonAction: Target.self, bound: { ($0 as? Target).map(method) },
      name: name ?? "\(Target.self) method at \(fileID):\(line):\(column)")
  }

  /// A selector for a method of three arguments: see the two-argument form.
  @_disfavoredOverload
  public init<Target: AnyObject, A, B, C, Result>(
    _ method: @escaping @MainActor (Target) -> (A, B, C) -> Result, name: String? = nil,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) {
    self.init(
      nonAction: Target.self, bound: { ($0 as? Target).map(method) },
      name: name ?? "\(Target.self) method at \(fileID):\(line):\(column)")
  }

  private init<Target: AnyObject>(
    nonAction target: Target.Type, bound: @escaping @MainActor (AnyObject) -> Any?, name: String
  ) {
    self.name = name
    isImplemented = { $0 is Target }
    targetClass = Target.self
    self.bound = bound
    self.method = { object, _, _ in
      guard object is Target else { return false }
      Self.warn("\(name) takes arguments an action's sender and event cannot give; not called")
      return true
    }
  }
}
