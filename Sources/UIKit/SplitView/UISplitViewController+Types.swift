import CoreGraphics

extension UISplitViewController {
  /// How many columns a split view controller shows.
  public enum Style: Int, Sendable {
    /// A classic split view controller, given its controllers through `viewControllers`.
    case unspecified
    /// Primary and secondary columns.
    case doubleColumn
    /// Primary, supplementary and secondary columns.
    case tripleColumn
  }

  /// The columns of a column-style split view controller.
  public enum Column: Int, Sendable {
    case primary, supplementary, secondary
    /// The controller shown instead of the columns when the split view controller is collapsed.
    case compact
    /// The trailing inspector column.
    case inspector
  }

  /// How the columns are arranged when the split view controller is expanded.
  public enum DisplayMode: Int, Sendable {
    /// The split view controller chooses for the size it has.
    case automatic
    /// The secondary column alone.
    case secondaryOnly
    /// One column (the primary, or the supplementary of three) beside the secondary.
    case oneBesideSecondary
    /// One column over the secondary, which keeps the whole width.
    case oneOverSecondary
    /// Two columns beside the secondary.
    case twoBesideSecondary
    /// Two columns over the secondary.
    case twoOverSecondary
    /// Two columns that push the secondary aside.
    case twoDisplaceSecondary

    @available(iOS, deprecated: 14.0, renamed: "secondaryOnly")
    public static let primaryHidden = DisplayMode.secondaryOnly
    @available(iOS, deprecated: 14.0, renamed: "oneBesideSecondary")
    public static let allVisible = DisplayMode.oneBesideSecondary
    @available(iOS, deprecated: 14.0, renamed: "oneOverSecondary")
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }

  /// How the columns beside the secondary share the width with it.
  public enum SplitBehavior: Int, Sendable {
    case automatic, tile, overlay, displace
  }

  /// The edge the primary column sits at.
  public enum PrimaryEdge: Int, Sendable {
    case leading, trailing
  }

  /// The value of a column-width property that asks for the system's width.
  public static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
}
