import CoreGraphics

extension UIStackView {
  /// How a stack view sizes and places its arranged subviews along its axis. Every
  /// distribution fits the first and last visible arranged subviews tightly to the stack's
  /// edges.
  public enum Distribution: Int, Sendable {
    /// The arranged subviews fill the stack: when they don't fit they shrink by their
    /// compression resistance, when they don't fill it they grow by their hugging priority.
    case fill = 0
    /// The arranged subviews are all the same size and fill the stack; when space allows, the
    /// size of the largest intrinsic size.
    case fillEqually
    /// The arranged subviews fill the stack in proportion to their intrinsic sizes.
    case fillProportionally
    /// The arranged subviews keep their intrinsic sizes and the spaces between them are equal,
    /// at least ``UIStackView/spacing``.
    case equalSpacing
    /// The arranged subviews keep their intrinsic sizes and their centres are equally far
    /// apart, as far as the minimum ``UIStackView/spacing`` between edges allows.
    case equalCentering
  }

  /// How a stack view places its arranged subviews across its axis.
  public enum Alignment: Int, Sendable {
    /// The arranged subviews fill the stack across its axis.
    case fill = 0
    /// The leading edges of a column's views, or the top edges of a row's, meet the stack's.
    case leading
    /// The first baselines of a row's views line up (horizontal stacks only; a column
    /// treats it as `.leading`).
    case firstBaseline
    /// The arranged subviews are centred across the axis.
    case center
    /// The trailing edges of a column's views, or the bottom edges of a row's, meet the
    /// stack's.
    case trailing
    /// The last baselines of a row's views line up (horizontal stacks only; a column treats
    /// it as `.trailing`).
    case lastBaseline

    /// The top edges of a row's views meet the stack's: the same as `.leading`.
    public static let top = Alignment.leading
    /// The bottom edges of a row's views meet the stack's: the same as `.trailing`.
    public static let bottom = Alignment.trailing
  }

  /// The custom spacing that means "use ``spacing``": what ``customSpacing(after:)`` returns
  /// when none was set. As the value of ``spacing`` itself it means 0.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// The spacing that means "the system spacing" (8 points between views), as the value of
  /// ``spacing`` or of a custom spacing.
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}
