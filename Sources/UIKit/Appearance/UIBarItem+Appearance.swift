import Foundation

extension UIBarItem: UIAppearance, AppearanceStyled {
  /// Gives the item its proxies' settings the first time `view`, the view a bar draws it with,
  /// enters a window. Only the first time: a setting changes the item, and the bar then makes
  /// its views again.
  func applyAppearanceOnce(shownBy view: UIView) {
    guard view.window != nil, !appearanceState.wasApplied else { return }
    appearanceState.wasApplied = true
    applyAppearance(traits: view.traitCollection, chain: view.appearanceContainers())
  }
}
