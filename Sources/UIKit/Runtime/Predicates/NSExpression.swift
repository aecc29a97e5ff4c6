import Foundation

/// An operand of a comparison predicate: a constant, a variable (`$name`) replaced from the
/// bindings when the predicate is evaluated, the evaluated object itself (`SELF`), or a key path
/// read from it.
///
/// Divergence: Foundation on Linux has no `NSExpression` (its members are unavailable), so
/// Offscreen's UIKit declares this one, which the port step names as `UIKit.NSExpression` (the
/// two classes share a name). Only the operands of ``NSPredicate/init(format:_:)``'s format
/// strings are made; functions, aggregates and subqueries are not.
open class NSExpression: NSObject {
  /// The kinds of expression.
  public enum ExpressionType: UInt, Sendable {
    case constantValue = 0, evaluatedObject, variable, keyPath, function, unionSet, intersectSet
    case minusSet, subquery = 13, aggregate, anyKey = 15, block = 19, conditional = 20
  }

  /// The kind of the expression.
  public let expressionType: ExpressionType
  private let value: Any?
  private let name: String

  /// A constant: `value` (nil for `nil`).
  public init(forConstantValue value: Any?) {
    expressionType = .constantValue
    self.value = value
    name = ""
    super.init()
  }

  /// The object the predicate is evaluated with.
  public class func expressionForEvaluatedObject() -> NSExpression {
    NSExpression(.evaluatedObject, name: "SELF")
  }

  /// The variable `name`, replaced from the bindings at evaluation.
  public init(forVariable name: String) {
    expressionType = .variable
    value = nil
    self.name = name
    super.init()
  }

  /// The value at `keyPath` of the evaluated object.
  public init(forKeyPath keyPath: String) {
    expressionType = .keyPath
    value = nil
    name = keyPath
    super.init()
  }

  private init(_ type: ExpressionType, name: String) {
    expressionType = type
    value = nil
    self.name = name
    super.init()
  }

  /// A constant expression's value.
  open var constantValue: Any? { value }
  /// A variable expression's name.
  open var variable: String { name }
  /// A key path expression's key path.
  open var keyPath: String { name }

  /// The value of the expression for `object`, with variables read from `bindings` (an
  /// `NSMutableDictionary`, or any dictionary of strings). A missing variable raises
  /// `NSInvalidArgumentException`, as on iOS.
  open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
    evaluate(object, bindings: (context as? [String: Any]) ?? [:])
  }

  func evaluate(_ object: Any?, bindings: [String: Any]) -> Any? {
    let result: Any? =
      switch expressionType {
      case .constantValue: value
      case .evaluatedObject: object
      case .variable:
        bindings[name]
          ?? raiseMissing("Can't get value for '\(name)' in bindings \(bindings).")
      default: Self.read(name, of: object)
      }
    return result is NSNull ? nil : result
  }

  private func raiseMissing(_ reason: String) -> Any? {
    NSException(name: .invalidArgumentException, reason: reason, userInfo: nil).raise()
    return nil
  }

  /// The value at a dotted key path of a dictionary or an object.
  private static func read(_ keyPath: String, of object: Any?) -> Any? {
    var current = object
    for key in keyPath.split(separator: ".").map(String.init) {
      if let dictionary = current as? [String: Any] {
        current = dictionary[key]
      } else if let dictionary = current as? NSDictionary {
        current = dictionary[key]
      } else if let found = current.map({ $0 as AnyObject }) {
        current = AnyObjectLookup.value(key, of: found)
      } else {
        return nil
      }
    }
    return current
  }

  /// The expression as a format string writes it: `$name`, `SELF`, a key path, a quoted
  /// string or a number.
  open override var description: String {
    switch expressionType {
    case .variable: "$" + name
    case .evaluatedObject: "SELF"
    case .constantValue:
      switch value {
      case nil: "nil"
      case let string as String: "\"\(string)\""
      case let some?: "\(some)"
      }
    default: name
    }
  }
}
