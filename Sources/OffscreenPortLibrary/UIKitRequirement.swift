/// A method requirement of one of UIKit's delegate or data source protocols, as Offscreen's
/// UIKit declares it: what the port needs to write a method of the class that forwards it
/// (see ``FilePorter/portMessageForwarding(_:)``). The table of them,
/// ``FilePorter/uikitRequirements``, is generated from Offscreen's UIKit sources.
struct UIKitRequirement: Equatable {
  /// The protocol that declares it: `UIGestureRecognizerDelegate`.
  let protocolName: String
  /// The base name, `gestureRecognizer`.
  let name: String
  /// The argument labels, `_` for none: `["_", "shouldRequireFailureOf"]`.
  let labels: [String]
  /// The parameters' names inside the method.
  let parameters: [String]
  /// The signature after the name, parameters and result: `(_ gestureRecognizer:
  /// UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer)
  /// -> Bool`.
  let signature: String
  /// Whether UIKit implements it (in an extension of the protocol): it is optional on iOS.
  let hasDefault: Bool

  /// `gestureRecognizer(_:shouldRequireFailureOf:)`.
  var key: String { "\(name)(\(labels.map { "\($0):" }.joined()))" }
}
