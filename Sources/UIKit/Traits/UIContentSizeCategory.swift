/// The user's preferred text size (Dynamic Type), with iOS's raw string values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  /// iOS's name for the category.
  public let rawValue: String

  /// A category by iOS's raw name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// No preference given.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The smallest size.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small size.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium size, a step below the default.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The default size.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// A step above the default.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Two steps above the default.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest size outside the accessibility sizes.
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// The smallest accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The second accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The third accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The fourth accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Every category from smallest to largest, `unspecified` first.
  static let ordered: [UIContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
    .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether this is one of the larger accessibility sizes.
  public var isAccessibilityCategory: Bool {
    rawValue.hasPrefix("UICTContentSizeCategoryAccessibility")
  }

  /// Orders by size; an unknown raw value sorts with `unspecified`.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (ordered.firstIndex(of: lhs) ?? 0) < (ordered.firstIndex(of: rhs) ?? 0)
  }
}
