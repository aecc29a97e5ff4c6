import Foundation

/// Vibrancy for the content of a ``UIVisualEffectView`` that sits in a blur effect view's
/// content view, made for the blur it sits on.
///
/// Divergence: headless, the vibrancy view's content draws as it is, without the vibrant
/// blending of iOS, and the view itself frosts nothing (see Docs/Divergences.md).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy is made for.
  let blurEffect: UIBlurEffect
  /// The vibrancy's style.
  let style: UIVibrancyEffectStyle

  /// Vibrancy for content over `blurEffect`, in the ``UIVibrancyEffectStyle/label`` style.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }

  /// Vibrancy of `style` for content over `blurEffect`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// The styles of vibrancy, one for each kind of content it suits.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel
  case fill, secondaryFill, tertiaryFill, separator
}
