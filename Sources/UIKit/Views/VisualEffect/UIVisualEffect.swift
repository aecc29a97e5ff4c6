import Foundation

/// The effect a ``UIVisualEffectView`` applies: a ``UIBlurEffect`` or a ``UIVibrancyEffect``.
/// Effects are immutable once made.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
  public override init() {
    super.init()
  }

  /// How the effect frosts what is behind its view under `traits`; nil when it does not.
  func backdrop(for traits: UITraitCollection) -> BlurMaterial? { nil }
}
