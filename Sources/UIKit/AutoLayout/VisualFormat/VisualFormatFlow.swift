/// How a format's reading order lies on the screen: which attribute each item starts and ends
/// at, which way the coordinates run, and which size the view predicates constrain.
struct VisualFormatFlow {
  typealias Attribute = NSLayoutConstraint.Attribute

  /// The edge of an item the format reaches first: `leading`, `left`, `right` or `top`.
  let start: Attribute
  /// The edge of an item the format reaches last.
  let end: Attribute
  /// The attributes a gap between two views runs from (on the earlier view) and to (on the
  /// later one): the edges, or the baselines with `spacingBaselineToBaseline` in `V:`.
  let gapFrom: Attribute
  let gapTo: Attribute
  /// Whether reading order runs towards larger coordinates; false only right to left.
  let runsForward: Bool
  /// `width` for `H:`, `height` for `V:`.
  let size: Attribute

  init(axis: VisualFormat.Axis, options: NSLayoutConstraint.FormatOptions) {
    switch axis {
    case .vertical:
      (start, end, runsForward, size) = (.top, .bottom, true, .height)
      let baselines = options.contains(.spacingBaselineToBaseline)
      (gapFrom, gapTo) = baselines ? (.lastBaseline, .firstBaseline) : (.bottom, .top)
      return
    case .horizontal:
      switch options.intersection(.directionMask) {
      case .directionLeftToRight: (start, end, runsForward) = (.left, .right, true)
      case .directionRightToLeft: (start, end, runsForward) = (.right, .left, false)
      default: (start, end, runsForward) = (.leading, .trailing, true)
      }
      size = .width
      (gapFrom, gapTo) = (end, start)
    }
  }
}
