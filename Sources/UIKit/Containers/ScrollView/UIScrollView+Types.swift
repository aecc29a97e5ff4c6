import CoreGraphics

extension UIScrollView {
  /// How the safe area insets are added to ``UIScrollView/adjustedContentInset``.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As ``scrollableAxes``; in addition, content is always adjusted vertically when the
    /// scroll view is the view of a controller shown by a navigation or tab bar controller.
    case automatic
    /// Only on the axes that scroll: the content is larger than the scroll view on that axis,
    /// or the scroll view always bounces on it.
    case scrollableAxes
    /// The safe area is never added.
    case never
    /// The safe area is always added.
    case always
  }

  /// The look of the scroll indicators (stored only: indicators show only while scrolling).
  public enum IndicatorStyle: Int, Sendable {
    case `default`, black, white
  }

  /// How the keyboard is dismissed when a drag begins (stored only: there is no keyboard).
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }

  /// How quickly scrolling slows down after the user lifts their finger (stored only).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// UIKit's default rate, 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// The rate paging scroll views use, 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}
