import Foundation

/// The initialisers of predicates from format strings, which Foundation on Linux lacks.
///
/// Divergence: on iOS `NSPredicate(format:)` gives an instance of the subclass the string
/// describes (an `NSComparisonPredicate`, an `NSCompoundPredicate`); a Swift class's
/// initialiser cannot, so these are a protocol's initialisers, which can, and `NSPredicate`
/// adopts the protocol. The format strings read are ``PredicateFormatParser``'s; a string it
/// cannot read raises `NSInvalidArgumentException` naming the problem and where, as iOS does
/// for a string it cannot parse.
public protocol PredicateFormatInitializable {}

extension NSPredicate: PredicateFormatInitializable {}

extension PredicateFormatInitializable where Self: NSPredicate {
  /// The predicate `predicateFormat` describes, its `%@`, `%K`, `%d`, `%i` and `%f` replaced by
  /// `args` in order.
  public init(format predicateFormat: String, _ args: CVarArg...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  /// The predicate `predicateFormat` describes, its arguments taken from `arguments` in order.
  public init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    do {
      var parser = try PredicateFormatParser(predicateFormat, arguments: arguments ?? [])
      guard let predicate = try parser.parse() as? Self else {
        preconditionFailure("\(predicateFormat) does not describe a \(Self.self)")
      }
      self = predicate
    } catch {
      NSException(name: .invalidArgumentException, reason: error.description, userInfo: nil)
        .raise()
      self = NSPredicate(value: false) as! Self
    }
  }
}
