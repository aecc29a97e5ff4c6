import Foundation

/// What a view or bar item keeps for the appearance proxies.
struct AppearanceState {
  /// Whether the object is an appearance proxy: its setters record, and it is never shown.
  var isProxy = false
  /// Whether proxy settings are being applied, so that the setters they call are not taken for
  /// the app's own.
  var isApplying = false
  /// The appearance properties set on the object itself, which no proxy overrides.
  var explicitKeys: Set<AnyHashable> = []
  /// Whether a bar item has been given its proxies' settings (the first time a bar shows it in
  /// a window).
  var wasApplied = false
}

/// An object that proxies style: a view or a bar item.
@MainActor
protocol AppearanceStyled: AnyObject {
  var appearanceState: AppearanceState { get set }
}

extension AppearanceStyled {
  /// Records a setting on a proxy, or marks the property set by the app on any other object.
  func appearanceSetterCalled(
    key: AnyHashable, _ apply: @autoclosure () -> @MainActor (AnyObject) -> Void
  ) {
    if appearanceState.isProxy {
      AppearanceRegistry.record(AppearanceSetting(key: key, apply: apply()), on: self)
    } else if !appearanceState.isApplying {
      appearanceState.explicitKeys.insert(key)
    }
  }

  /// Gives the object the settings of the proxies matching it inside `chain` (its containers
  /// from the window down), except those it set itself.
  func applyAppearance(traits: UITraitCollection, chain: [AnyObject]) {
    guard !AppearanceRegistry.records.isEmpty, !appearanceState.isProxy else { return }
    let settings = AppearanceRegistry.settings(for: type(of: self), traits: traits, chain: chain)
    guard !settings.isEmpty else { return }
    appearanceState.isApplying = true
    defer { appearanceState.isApplying = false }
    for setting in settings where !appearanceState.explicitKeys.contains(setting.key) {
      setting.apply(self)
    }
  }
}

extension UIView: AppearanceStyled {
  /// Tells the appearance machinery that an appearance property was set to `value`: each
  /// appearance property's setter calls it (the port step adds the call to the setters of a
  /// view class's `dynamic` properties, which iOS treats the same way).
  ///
  /// On a proxy the setting is recorded for the views that later enter a window. On a view,
  /// the property counts as set by the app, and no proxy overrides it afterwards: UIAppearance
  /// "tracks when [setters] get changed, so that UIAppearance doesn't override your
  /// customizations" (Peter Steinberger, "UIAppearance for Custom Views"; PSPDFKit's "Adopting
  /// UIAppearance in Custom Views": "The appearance proxy is also smart enough to not override
  /// any styles you set on individual views").
  public func appearancePropertyDidSet<View: UIView, Value>(
    _ keyPath: ReferenceWritableKeyPath<View, Value>, to value: Value
  ) {
    appearanceSetterCalled(key: keyPath, { ($0 as? View)?[keyPath: keyPath] = value })
  }

  /// Gives the view the settings of the proxies that match it, except those it set itself.
  /// Called as the view enters a window, just before `didMoveToWindow()`, as on iOS.
  func applyAppearance() {
    guard !AppearanceRegistry.records.isEmpty else { return }
    applyAppearance(traits: traitCollection, chain: appearanceContainers())
  }

  /// The objects that contain the view, from the window down: its superviews and the view
  /// controllers whose views they are (a controller just outside its view).
  func appearanceContainers() -> [AnyObject] {
    var chain: [AnyObject] = []
    if let controller = owningViewController { chain.append(controller) }
    var ancestor = superviewStorage
    while let view = ancestor {
      chain.append(view)
      if let controller = view.owningViewController { chain.append(controller) }
      ancestor = view.superviewStorage
    }
    return chain.reversed()
  }
}
