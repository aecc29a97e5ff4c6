/// The user's preferred text size (Dynamic Type), with iOS's raw string values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The default size.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
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
