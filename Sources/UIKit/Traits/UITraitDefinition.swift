/// A trait of a trait collection, named by its type (`UITraitUserInterfaceStyle.self`), as
/// trait-change registrations take them.
public protocol UITraitDefinition {
  /// A unique name for the trait.
  static var identifier: String { get }
  /// The trait's name for people.
  static var name: String { get }
  /// Whether the trait can change how colours resolve.
  static var affectsColorAppearance: Bool { get }
}

/// A trait's type, as `registerForTraitChanges(_:handler:)` takes a list of them.
public typealias UITrait = any UITraitDefinition.Type

extension UITraitDefinition {
  public static var name: String { identifier }
  public static var affectsColorAppearance: Bool { false }
}

/// The interface style trait (light, dark).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static let identifier = "UITraitUserInterfaceStyle"
  public static var affectsColorAppearance: Bool { true }
}
/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static let identifier = "UITraitHorizontalSizeClass"
}
/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static let identifier = "UITraitVerticalSizeClass"
}
/// The preferred content size category trait (Dynamic Type).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static let identifier = "UITraitPreferredContentSizeCategory"
}
/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {
  public static let identifier = "UITraitLayoutDirection"
}
/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
  public static let identifier = "UITraitDisplayScale"
  public static var affectsColorAppearance: Bool { true }
}
/// The interface idiom trait (phone, pad).
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  public static let identifier = "UITraitUserInterfaceIdiom"
}

/// The legibility weight trait (Bold Text).
public enum UITraitLegibilityWeight: UITraitDefinition {
  public static let identifier = "UITraitLegibilityWeight"
}

extension UITraitCollection {
  /// The traits that can change how colours resolve.
  public static var systemTraitsAffectingColorAppearance: [UITrait] {
    [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self]
  }

  /// The traits that can change which image an asset gives.
  public static var systemTraitsAffectingImageLookup: [UITrait] {
    [
      UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitLayoutDirection.self,
      UITraitUserInterfaceIdiom.self, UITraitHorizontalSizeClass.self,
      UITraitVerticalSizeClass.self,
    ]
  }

  /// The traits whose values differ between this collection and `other`.
  public func changedTraits(from other: UITraitCollection?) -> Set<String> {
    let other = other ?? UITraitCollection()
    var changed: Set<String> = []
    func compare<Value: Equatable>(_ trait: UITrait, _ value: (UITraitCollection) -> Value) {
      if value(self) != value(other) { changed.insert(trait.identifier) }
    }
    compare(UITraitUserInterfaceStyle.self, \.userInterfaceStyle)
    compare(UITraitHorizontalSizeClass.self, \.horizontalSizeClass)
    compare(UITraitVerticalSizeClass.self, \.verticalSizeClass)
    compare(UITraitPreferredContentSizeCategory.self, \.preferredContentSizeCategory)
    compare(UITraitLayoutDirection.self, \.layoutDirection)
    compare(UITraitDisplayScale.self, \.displayScale)
    compare(UITraitUserInterfaceIdiom.self, \.userInterfaceIdiom)
    compare(UITraitLegibilityWeight.self, \.legibilityWeight)
    return changed
  }
}
