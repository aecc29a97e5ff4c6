import CoreGraphics

/// Traits to set, as iOS 17's `UITraitCollection(mutations:)` and `modifyingTraits(_:)` take
/// them.
public protocol UIMutableTraits {
  var displayScale: CGFloat { get set }
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  var legibilityWeight: UILegibilityWeight { get set }
}

/// The traits being edited; setting an unspecified value clears the trait.
private struct EditedTraits: UIMutableTraits {
  var traits: UITraitCollection.Traits

  var displayScale: CGFloat {
    get { traits.displayScale ?? 0 }
    set { traits.displayScale = newValue.isFinite && newValue > 0 ? newValue : nil }
  }
  var userInterfaceStyle: UIUserInterfaceStyle {
    get { traits.userInterfaceStyle ?? .unspecified }
    set { traits.userInterfaceStyle = newValue == .unspecified ? nil : newValue }
  }
  var preferredContentSizeCategory: UIContentSizeCategory {
    get { traits.preferredContentSizeCategory ?? .unspecified }
    set { traits.preferredContentSizeCategory = newValue == .unspecified ? nil : newValue }
  }
  var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { traits.layoutDirection ?? .unspecified }
    set { traits.layoutDirection = newValue == .unspecified ? nil : newValue }
  }
  var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { traits.horizontalSizeClass ?? .unspecified }
    set { traits.horizontalSizeClass = newValue == .unspecified ? nil : newValue }
  }
  var verticalSizeClass: UIUserInterfaceSizeClass {
    get { traits.verticalSizeClass ?? .unspecified }
    set { traits.verticalSizeClass = newValue == .unspecified ? nil : newValue }
  }
  var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { traits.userInterfaceIdiom ?? .unspecified }
    set { traits.userInterfaceIdiom = newValue == .unspecified ? nil : newValue }
  }
  var legibilityWeight: UILegibilityWeight {
    get { traits.legibilityWeight ?? .unspecified }
    set { traits.legibilityWeight = newValue == .unspecified ? nil : newValue }
  }
}

extension UITraitCollection {
  /// A collection with the traits `mutations` sets, the others unspecified.
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    self.init(traits: UITraitCollection().edited(mutations))
  }

  /// A copy of this collection with the changes `mutations` makes.
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void)
    -> UITraitCollection
  {
    UITraitCollection(traits: edited(mutations))
  }

  private func edited(_ mutations: (inout any UIMutableTraits) -> Void) -> Traits {
    var editor: any UIMutableTraits = EditedTraits(traits: traits)
    mutations(&editor)
    return (editor as? EditedTraits)?.traits ?? traits
  }
}
