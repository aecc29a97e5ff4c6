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
    self.method = { target, _, _ in
      guard let target = target as? Target else { return false }
      _ = method(target)()
      return true
    }
  }
}
