import Foundation

/// The methods that give a class's appearance proxy: an object of the class whose settings of
/// appearance properties are recorded and applied to every instance that enters a window
/// (Apple's `UIAppearance`).
///
/// Views and bar items adopt it. Set a property on ``appearance()`` and each view of the class
/// (or of a subclass) takes the value when it is next added to a window; views already in a
/// window keep what they have, as on iOS ("iOS applies appearance changes when a view enters a
/// window, but it doesn't change the appearance of a view that's already in a window").
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
  /// The appearance proxy for the class.
  static func appearance() -> Self
  /// The proxy for instances contained in the hierarchy `containerTypes` describes, innermost
  /// first (`[UINavigationBar.self, MyViewController.self]`).
  static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  )
    -> Self
  /// The proxy for instances whose trait collection contains every trait of `trait`.
  static func appearance(for trait: UITraitCollection) -> Self
  /// The proxy for instances with `trait`'s traits in the hierarchy `containerTypes` describes.
  static func appearance(
    for trait: UITraitCollection,
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self
}

/// A class whose instances can be named in `appearance(whenContainedInInstancesOf:)`: views
/// and view controllers (Apple's `UIAppearanceContainer`).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIAppearance {
  /// The appearance proxy for the class: set an appearance property on it and every instance of
  /// the class takes the value when it next enters a window.
  public static func appearance() -> Self { proxy(traits: nil, containers: []) }

  /// The proxy for instances of the class inside instances of `containerTypes`, given
  /// innermost first, each anywhere above the previous one.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    proxy(traits: nil, containers: containerTypes)
  }

  /// The proxy for instances of the class whose trait collection contains every trait of
  /// `trait`.
  public static func appearance(for trait: UITraitCollection) -> Self {
    proxy(traits: trait, containers: [])
  }

  /// The proxy for instances with `trait`'s traits inside instances of `containerTypes`.
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
}

extension UIView: UIAppearance, UIAppearanceContainer {}

extension UIViewController: UIAppearanceContainer {}
