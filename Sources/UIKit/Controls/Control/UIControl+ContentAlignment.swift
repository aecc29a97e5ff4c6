extension UIControl {
  /// Where a control places its content (a button's title and image) across its width.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched to the full width where the content can stretch, else at the leading edge.
    case fill = 3
    /// Against the leading edge: left in a left-to-right layout, right in a right-to-left one.
    case leading = 4
    /// Against the trailing edge.
    case trailing = 5
  }

  /// Where a control places its content across its height.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched to the full height where the content can stretch.
    case fill = 3
  }

  /// The horizontal alignment in effect: ``contentHorizontalAlignment`` with `.leading` and
  /// `.trailing` turned into `.left` or `.right` by the layout direction.
  public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    case let alignment: return alignment
    }
  }
}
