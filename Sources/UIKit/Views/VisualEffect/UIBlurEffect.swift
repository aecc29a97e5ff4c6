import Foundation

/// A blur of the content behind a ``UIVisualEffectView``, in one of the system's styles.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The blur's style, fixed when the effect is made.
  let style: Style

  /// A blur effect of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The default style: ``Style/systemMaterial``.
  public override convenience init() {
    self.init(style: .systemMaterial)
  }

  override func backdrop(for traits: UITraitCollection) -> BlurMaterial? {
    BlurMaterial(style: style, traits: traits)
  }

  /// The styles a blur effect can have.
  public enum Style: Int, Sendable {
    /// Much lighter than what is behind it.
    case extraLight = 0
    /// A little lighter than what is behind it.
    case light = 1
    /// Darker than what is behind it.
    case dark = 2
    /// ``light`` or ``dark``, as the user interface style is.
    case regular = 4
    /// ``extraLight`` or ``dark``, as the user interface style is.
    case prominent = 5
    /// An ultra-thin material that adapts to the user interface style.
    case systemUltraThinMaterial = 6
    /// A thin material that adapts to the user interface style.
    case systemThinMaterial = 7
    /// A material of normal thickness that adapts to the user interface style.
    case systemMaterial = 8
    /// A material thicker than normal that adapts to the user interface style.
    case systemThickMaterial = 9
    /// The material of system chrome, adapting to the user interface style.
    case systemChromeMaterial = 10
    /// An ultra-thin material that is always light.
    case systemUltraThinMaterialLight = 11
    /// A thin material that is always light.
    case systemThinMaterialLight = 12
    /// A material of normal thickness that is always light.
    case systemMaterialLight = 13
    /// A material thicker than normal that is always light.
    case systemThickMaterialLight = 14
    /// The chrome material, always light.
    case systemChromeMaterialLight = 15
    /// An ultra-thin material that is always dark.
    case systemUltraThinMaterialDark = 16
    /// A thin material that is always dark.
    case systemThinMaterialDark = 17
    /// A material of normal thickness that is always dark.
    case systemMaterialDark = 18
    /// A material thicker than normal that is always dark.
    case systemThickMaterialDark = 19
    /// The chrome material, always dark.
    case systemChromeMaterialDark = 20
  }
}
