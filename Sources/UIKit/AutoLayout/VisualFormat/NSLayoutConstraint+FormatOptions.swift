extension NSLayoutConstraint {
  /// What `constraints(withVisualFormat:options:metrics:views:)` adds to the constraints a
  /// format describes: an edge or centre every view of the format is aligned on, the
  /// direction a horizontal format reads in, and how vertical spacing is measured.
  ///
  /// The raw values are Apple's: an alignment option is `1 << ` the raw value of the
  /// attribute it aligns.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Aligns every view of the format on its `left` edge.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns every view of the format on its `right` edge.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns every view of the format on its `top` edge.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns every view of the format on its `bottom` edge.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns every view of the format on its `leading` edge.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns every view of the format on its `trailing` edge.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns every view of the format on its horizontal centre.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns every view of the format on its vertical centre.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns every view of the format on its last baseline.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns every view of the format on its first baseline.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The alignment options within a set.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// A horizontal format reads from leading to trailing: left to right in a left-to-right
    /// language. The default.
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A horizontal format reads from left to right whatever the language.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// A horizontal format reads from right to left whatever the language.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction options within a set.
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

    /// Vertical spacing runs between views' edges. The default.
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spacing runs from a view's last baseline to the next view's first baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The spacing option within a set.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }
}
