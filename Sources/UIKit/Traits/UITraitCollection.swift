import CoreGraphics

/// The traits of an interface environment: scale, appearance, text size, layout direction.
///
/// Immutable, as on iOS; make a new one to change a trait. Each trait has an unspecified value
/// (0 for `displayScale`), and `init(traitsFrom:)` combines collections by letting the later
/// ones' specified traits win.
open class UITraitCollection: NSObject, @unchecked Sendable {
  // Only `let`s: safe to share across threads.
  public let displayScale: CGFloat
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let preferredContentSizeCategory: UIContentSizeCategory
  public let layoutDirection: UITraitEnvironmentLayoutDirection

  /// A collection with every trait unspecified.
  public override convenience init() {
    self.init(
      displayScale: 0, userInterfaceStyle: .unspecified,
      preferredContentSizeCategory: .unspecified, layoutDirection: .unspecified)
  }

  init(
    displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle,
    preferredContentSizeCategory: UIContentSizeCategory,
    layoutDirection: UITraitEnvironmentLayoutDirection
  ) {
    self.displayScale = displayScale
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.layoutDirection = layoutDirection
    super.init()
  }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(
      displayScale: 0, userInterfaceStyle: userInterfaceStyle,
      preferredContentSizeCategory: .unspecified, layoutDirection: .unspecified)
  }

  public convenience init(displayScale: CGFloat) {
    self.init(
      displayScale: displayScale, userInterfaceStyle: .unspecified,
      preferredContentSizeCategory: .unspecified, layoutDirection: .unspecified)
  }

  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      displayScale: 0, userInterfaceStyle: .unspecified,
      preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: .unspecified)
  }

  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(
      displayScale: 0, userInterfaceStyle: .unspecified,
      preferredContentSizeCategory: .unspecified, layoutDirection: layoutDirection)
  }

  /// The traits of `traitCollections` combined: for each trait, the last specified value.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var scale: CGFloat = 0
    var style = UIUserInterfaceStyle.unspecified
    var category = UIContentSizeCategory.unspecified
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    for traits in traitCollections {
      if traits.displayScale != 0 { scale = traits.displayScale }
      if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
      if traits.preferredContentSizeCategory != .unspecified {
        category = traits.preferredContentSizeCategory
      }
      if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
    }
    self.init(
      displayScale: scale, userInterfaceStyle: style, preferredContentSizeCategory: category,
      layoutDirection: direction)
  }

  /// Whether every trait specified in `trait` has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.userInterfaceStyle == .unspecified
        || trait.userInterfaceStyle == userInterfaceStyle)
      && (trait.preferredContentSizeCategory == .unspecified
        || trait.preferredContentSizeCategory == preferredContentSizeCategory)
      && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
  }

  /// Whether a colour resolved under `traitCollection` could differ from one resolved here.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return displayScale == other.displayScale && userInterfaceStyle == other.userInterfaceStyle
      && preferredContentSizeCategory == other.preferredContentSizeCategory
      && layoutDirection == other.layoutDirection
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(displayScale)
    hasher.combine(userInterfaceStyle)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(layoutDirection)
    return hasher.finalize()
  }
}
