extension FilePorter {
  /// The base names of the methods of UIKit's delegate and data source protocols, which are
  /// `@objc optional` on iOS (code forwards them as `delegate?.tableView?(…)`) and requirements
  /// with UIKit's default implementations in Offscreen: the generated table's
  /// (``uikitRequirements``), less the names closure properties share.
  static let uikitOptionalRequirements: Set<String> = Set(
    uikitRequirements.values.flatMap { $0.map(\.name) }
  ).subtracting(namesSharedWithClosureProperties)

  /// Requirement names left out of ``uikitOptionalRequirements``: names that closure
  /// properties commonly have too (`view?()`, `animate?()`), where `?(` is plain Swift.
  static let namesSharedWithClosureProperties: Set<String> = [
    "view", "size", "position", "convert", "animate", "supports",
  ]
}
