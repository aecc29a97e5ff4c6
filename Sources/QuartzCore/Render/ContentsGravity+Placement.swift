import CoreGraphics

extension CALayerContentsGravity {
  /// The rectangle contents of `natural` size take in `bounds` under this gravity.
  ///
  /// The vertical names are Core Animation's y-up ones: on iOS, whose layer geometry is
  /// flipped, `.top` sits at the bottom edge of the screen (maxY) and `.bottom` at the top
  /// (minY), as Apple's `contentsGravity` page warns. Unknown gravities resize, as the default.
  func place(_ natural: CGSize, in bounds: CGRect) -> CGRect {
    switch self {
    case .resizeAspect, .resizeAspectFill:
      guard natural.width > 0, natural.height > 0 else { return .zero }
      let fit = min(bounds.width / natural.width, bounds.height / natural.height)
      let fill = max(bounds.width / natural.width, bounds.height / natural.height)
      let scale = self == .resizeAspect ? fit : fill
      let size = CGSize(width: natural.width * scale, height: natural.height * scale)
      return CGRect(
        x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
        height: size.height)
    case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
      let (h, v) = alignment
      return CGRect(
        x: bounds.minX + h * (bounds.width - natural.width),
        y: bounds.minY + v * (bounds.height - natural.height), width: natural.width,
        height: natural.height)
    default:
      return bounds
    }
  }

  /// Where a natural-size gravity puts the contents in the free space: 0 at minX or minY,
  /// 1 at maxX or maxY.
  private var alignment: (horizontal: CGFloat, vertical: CGFloat) {
    let horizontal: CGFloat =
      [.left, .topLeft, .bottomLeft].contains(self)
      ? 0 : [.right, .topRight, .bottomRight].contains(self) ? 1 : 0.5
    let vertical: CGFloat =
      [.bottom, .bottomLeft, .bottomRight].contains(self)
      ? 0 : [.top, .topLeft, .topRight].contains(self) ? 1 : 0.5
    return (horizontal, vertical)
  }
}
