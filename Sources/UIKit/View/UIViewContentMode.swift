extension UIView {
  /// How a view places its content (its drawing, or an image view's image) when its bounds
  /// change size.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// Which edges and sizes of a frame-based view follow its superview's size.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

extension UIView.ContentMode {
  /// The layer gravity that places a view's backing store as this mode places content.
  ///
  /// Gravity names follow a y-up axis: in iOS's top-left layer geometry, where
  /// `contentsAreFlipped()` is false, `.bottom` gravity sits at the top edge, so the vertical
  /// names swap.
  var contentsGravity: CALayerContentsGravity {
    switch self {
    case .scaleToFill, .redraw: .resize
    case .scaleAspectFit: .resizeAspect
    case .scaleAspectFill: .resizeAspectFill
    case .center: .center
    case .top: .bottom
    case .bottom: .top
    case .left: .left
    case .right: .right
    case .topLeft: .bottomLeft
    case .topRight: .bottomRight
    case .bottomLeft: .topLeft
    case .bottomRight: .topRight
    }
  }
}
