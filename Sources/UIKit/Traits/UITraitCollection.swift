import CoreGraphics

/// The traits of an interface environment: scale, appearance, size classes, idiom, text size,
/// layout direction.
///
/// Immutable, as on iOS; make a new one to change a trait. Each trait has an unspecified value
/// (0 for `displayScale`), and `init(traitsFrom:)` combines collections by letting the later
/// ones' specified traits win.
open class UITraitCollection: NSObject, @unchecked Sendable {
  // Only a `let` of a value type: safe to share across threads.
  let traits: Traits

  /// The traits' values; each `Optional` is nil while unspecified.
  struct Traits: Hashable, Sendable {
    var displayScale: CGFloat?
    var userInterfaceStyle: UIUserInterfaceStyle?
    var preferredContentSizeCategory: UIContentSizeCategory?
    var layoutDirection: UITraitEnvironmentLayoutDirection?
    var horizontalSizeClass: UIUserInterfaceSizeClass?
    var verticalSizeClass: UIUserInterfaceSizeClass?
    var userInterfaceIdiom: UIUserInterfaceIdiom?

    /// These traits with every trait `other` specifies taking its value.
    func overridden(by other: Traits) -> Traits {
      Traits(
        displayScale: other.displayScale ?? displayScale,
        userInterfaceStyle: other.userInterfaceStyle ?? userInterfaceStyle,
        preferredContentSizeCategory: other.preferredContentSizeCategory
          ?? preferredContentSizeCategory,
        layoutDirection: other.layoutDirection ?? layoutDirection,
        horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
        verticalSizeClass: other.verticalSizeClass ?? verticalSizeClass,
        userInterfaceIdiom: other.userInterfaceIdiom ?? userInterfaceIdiom)
    }

    /// Whether every trait specified in `other` has the same value here.
    func contains(_ other: Traits) -> Bool {
      overridden(by: other) == self
    }
  }

  init(traits: Traits) {
    self.traits = traits
    super.init()
  }

  /// A collection with every trait unspecified.
  public override convenience init() {
    self.init(traits: Traits())
  }

  public convenience init(displayScale: CGFloat) {
    self.init(
      traits: Traits(displayScale: displayScale.isFinite && displayScale > 0 ? displayScale : nil))
  }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(
      traits: Traits(
        userInterfaceStyle: userInterfaceStyle == .unspecified ? nil : userInterfaceStyle))
  }

  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      traits: Traits(
        preferredContentSizeCategory: preferredContentSizeCategory == .unspecified
          ? nil : preferredContentSizeCategory))
  }

  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(
      traits: Traits(layoutDirection: layoutDirection == .unspecified ? nil : layoutDirection))
  }

  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      traits: Traits(
        horizontalSizeClass: horizontalSizeClass == .unspecified ? nil : horizontalSizeClass))
  }

  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      traits: Traits(
        verticalSizeClass: verticalSizeClass == .unspecified ? nil : verticalSizeClass))
  }

  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(
      traits: Traits(
        userInterfaceIdiom: userInterfaceIdiom == .unspecified ? nil : userInterfaceIdiom))
  }

  /// The traits of `traitCollections` combined: for each trait, the last specified value.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(
      traits: traitCollections.reduce(Traits()) { $0.overridden(by: $1.traits) })
  }

  /// Pixels per point; 0 when unspecified.
  public var displayScale: CGFloat { traits.displayScale ?? 0 }
  public var userInterfaceStyle: UIUserInterfaceStyle {
    traits.userInterfaceStyle ?? .unspecified
  }
  public var preferredContentSizeCategory: UIContentSizeCategory {
    traits.preferredContentSizeCategory ?? .unspecified
  }
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    traits.layoutDirection ?? .unspecified
  }
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    traits.horizontalSizeClass ?? .unspecified
  }
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    traits.verticalSizeClass ?? .unspecified
  }
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    traits.userInterfaceIdiom ?? .unspecified
  }

  /// Whether every trait specified in `trait` has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return traits.contains(trait.traits)
  }

  /// Whether a colour resolved under `traitCollection` could differ from one resolved here.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return traits == other.traits
  }

  open override var hash: Int { traits.hashValue }
}
