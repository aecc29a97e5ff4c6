import Foundation

extension UIBarItem: UIAppearance, AppearanceStyled {
  /// The appearance proxy for the class: items take its settings the first time a bar shows
  /// them in a window.
  public static func appearance() -> Self { proxy(traits: nil, containers: []) }

  /// The proxy for items shown inside instances of `containerTypes` (innermost first):
  /// `[UIToolbar.self]`, `[UINavigationBar.self, MyController.self]`.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    proxy(traits: nil, containers: containerTypes)
  }

  /// The proxy for items shown in a bar whose trait collection contains every trait of `trait`.
  public static func appearance(for trait: UITraitCollection) -> Self {
    proxy(traits: trait, containers: [])
  }

  /// The proxy for items with `trait`'s traits inside instances of `containerTypes`.
  public static func appearance(
    for trait: UITraitCollection,
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    proxy(traits: trait, containers: containerTypes)
  }

  private static func proxy(
    traits: UITraitCollection?, containers: [any UIAppearanceContainer.Type]
  ) -> Self {
    let selector = AppearanceSelector(type: self, traits: traits, containers: containers)
    return AppearanceRegistry.proxy(for: selector) { AppearanceProxyMaker.make(Self.self) }
  }

  /// Gives the item its proxies' settings the first time `view`, the view a bar draws it with,
  /// enters a window. Only the first time: a setting changes the item, and the bar then makes
  /// its views again.
  func applyAppearanceOnce(shownBy view: UIView) {
    guard view.window != nil, !appearanceState.wasApplied else { return }
    appearanceState.wasApplied = true
    applyAppearance(traits: view.traitCollection, chain: view.appearanceContainers())
  }
}
