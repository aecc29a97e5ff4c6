/// A listener for the update cycle's calls, in order: what `offscreen layout --trace` prints.
///
/// Offscreen only (iOS has no such hook); nil, and free, unless a tool sets it.
@MainActor
package enum UpdateCycleTrace {
  /// Hears each call (`updateConstraints()`, `layoutSubviews()`, `draw(_:)`) and its view just
  /// before the call is made.
  public static var observer: ((_ call: String, _ view: UIView) -> Void)?
}
