import CoreGraphics
import Foundation

/// How a tab bar looks: its background and hairline, and how its items are drawn in each
/// state.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// How items are drawn with the title under the icon, as on iPhone in portrait.
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// How items are drawn with the title beside the icon (stored only: items are stacked here).
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  /// How items are drawn inline in a compact bar (stored only).
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
  /// The colour of the selection indicator image (stored only).
  open var selectionIndicatorTintColor: UIColor?

  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? UITabBarAppearance else { return }
    stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
    inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
    compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
    selectionIndicatorTintColor = other.selectionIndicatorTintColor
  }

  public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  public required init?(coder: NSCoder) { return nil }
}

/// How a tab bar item is drawn in each of its states.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
  /// The style of the layout the appearance is for.
  public enum Style: Int, Sendable {
    case stacked, inline, compactInline
  }

  /// The look of an unselected item.
  open var normal = UITabBarItemStateAppearance()
  /// The look of the selected item.
  open var selected = UITabBarItemStateAppearance()
  /// The look of a disabled item.
  open var disabled = UITabBarItemStateAppearance()
  /// The look of a focused item (stored only: nothing has focus headless).
  open var focused = UITabBarItemStateAppearance()

  /// Creates an appearance with the default look (for the stacked style).
  public convenience init() { self.init(style: .stacked) }

  /// Creates an appearance with the default look for `style`.
  public init(style: Style) {}

  /// A copy of the appearance and of its states.
  open func copy() -> UITabBarItemAppearance {
    let copy = UITabBarItemAppearance()
    copy.normal = normal.copy()
    copy.selected = selected.copy()
    copy.disabled = disabled.copy()
    copy.focused = focused.copy()
    return copy
  }

  /// Back to the default look.
  open func configureWithDefault(for style: Style) {
    (normal, selected, disabled, focused) = (.init(), .init(), .init(), .init())
  }
}

/// How a tab bar item is drawn in one state; nil properties use the bar's defaults.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance {
  /// An appearance with the bar's defaults.
  public init() {}

  /// The colour of the icon; nil for the tint (selected) or gray.
  open var iconColor: UIColor?
  /// Attributes over the title's (the 10-point medium system font in the icon's colour).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The badge's colour; nil for system red.
  open var badgeBackgroundColor: UIColor?
  /// Attributes over the badge text's (white, in the 13-point system font).
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

  func copy() -> UITabBarItemStateAppearance {
    let copy = UITabBarItemStateAppearance()
    copy.iconColor = iconColor
    copy.titleTextAttributes = titleTextAttributes
    copy.badgeBackgroundColor = badgeBackgroundColor
    copy.badgeTextAttributes = badgeTextAttributes
    return copy
  }
}
