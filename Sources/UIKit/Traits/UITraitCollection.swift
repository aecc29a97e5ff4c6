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
    var legibilityWeight: UILegibilityWeight?
    /// Not a public trait: the screen's minimum side margin for a compact width (see
    /// ``UITraitCollection/systemMinimumSideMargin``), carried down from the screen.
    var screenSideMargin: CGFloat?

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
        userInterfaceIdiom: other.userInterfaceIdiom ?? userInterfaceIdiom,
        legibilityWeight: other.legibilityWeight ?? legibilityWeight,
        screenSideMargin: other.screenSideMargin ?? screenSideMargin)
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

  /// A collection that specifies only the display scale; a scale that is not positive and finite
  /// leaves it unspecified.
  public convenience init(displayScale: CGFloat) {
    self.init(
      traits: Traits(displayScale: displayScale.isFinite && displayScale > 0 ? displayScale : nil))
  }

  /// A collection that specifies only the interface style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(
      traits: Traits(
        userInterfaceStyle: userInterfaceStyle == .unspecified ? nil : userInterfaceStyle))
  }

  /// A collection that specifies only the preferred text size.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      traits: Traits(
        preferredContentSizeCategory: preferredContentSizeCategory == .unspecified
          ? nil : preferredContentSizeCategory))
  }

  /// A collection that specifies only the layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(
      traits: Traits(layoutDirection: layoutDirection == .unspecified ? nil : layoutDirection))
  }

  /// A collection that specifies only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      traits: Traits(
        horizontalSizeClass: horizontalSizeClass == .unspecified ? nil : horizontalSizeClass))
  }

  /// A collection that specifies only the vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      traits: Traits(
        verticalSizeClass: verticalSizeClass == .unspecified ? nil : verticalSizeClass))
  }

  /// A collection that specifies only the interface idiom.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(
      traits: Traits(
        userInterfaceIdiom: userInterfaceIdiom == .unspecified ? nil : userInterfaceIdiom))
  }

  /// A collection that specifies only the legibility weight (Bold Text).
  public convenience init(legibilityWeight: UILegibilityWeight) {
    self.init(
      traits: Traits(legibilityWeight: legibilityWeight == .unspecified ? nil : legibilityWeight))
  }

  /// The traits of `traitCollections` combined: for each trait, the last specified value.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(
      traits: traitCollections.reduce(Traits()) { $0.overridden(by: $1.traits) })
  }

  /// Pixels per point; 0 when unspecified.
  public var displayScale: CGFloat { traits.displayScale ?? 0 }
  /// Light or dark; `.unspecified` when not given.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    traits.userInterfaceStyle ?? .unspecified
  }
  /// The preferred text size; `.unspecified` when not given.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    traits.preferredContentSizeCategory ?? .unspecified
  }
  /// Left-to-right or right-to-left; `.unspecified` when not given.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    traits.layoutDirection ?? .unspecified
  }
  /// The horizontal size class; `.unspecified` when not given.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    traits.horizontalSizeClass ?? .unspecified
  }
  /// The vertical size class; `.unspecified` when not given.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    traits.verticalSizeClass ?? .unspecified
  }
  /// The kind of device; `.unspecified` when not given.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    traits.userInterfaceIdiom ?? .unspecified
  }

  /// Whether text should be bolder for legibility (the Bold Text setting); `.unspecified`
  /// when not given.
  public var legibilityWeight: UILegibilityWeight {
    traits.legibilityWeight ?? .unspecified
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

  /// Collections are equal when they specify the same traits with the same values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return traits == other.traits
  }

  /// Hashes the traits, consistently with `isEqual(_:)`.
  open override var hash: Int { traits.hashValue }
}

/// The weight of text for legibility: `.bold` when the user has turned on Bold Text.
public enum UILegibilityWeight: Int, Sendable {
  case unspecified = -1
  case regular = 0
  case bold = 1
}
