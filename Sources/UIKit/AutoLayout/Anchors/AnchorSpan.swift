/// The two anchors a composite dimension measures between: the dimension
/// `start.anchorWithOffset(to: end)` is `end − start`.
@MainActor
struct AnchorSpan {
  let start: NSLayoutAnchor<AnyObject>
  let end: NSLayoutAnchor<AnyObject>

  /// Whether the span runs along the reading direction: right to left it is measured along
  /// the mirrored axis, so leading-to-trailing distances stay positive.
  var isDirectional: Bool { start.attribute.isDirectional || end.attribute.isDirectional }

  /// UIKit's form: `(UIView:0x….leading - UIView:0x….trailing)`, end first.
  var description: String { "(\(end) - \(start))" }

  /// The anchors as the `names:` list of UIKit's constraint descriptions gives them: each
  /// anchor, then its address.
  var names: [String] { [end, start].map { "\($0):\(objectAddress($0))" } }
}

/// An object's address as UIKit's descriptions print it (`0x6000…`).
func objectAddress(_ object: AnyObject) -> String {
  "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
