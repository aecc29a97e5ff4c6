import CoreGraphics

extension UIView.ContentMode {
  /// Where content of `size` goes in `bounds` under this mode: stretched to the bounds
  /// (`.scaleToFill`, `.redraw`), scaled to fit or fill them keeping its aspect ratio and
  /// centred, or kept at its size and pinned to the centre, an edge or a corner. The result
  /// may stick out of the bounds (`.scaleAspectFill`, or content larger than the view).
  func placement(ofContentSize size: CGSize, in bounds: CGRect) -> CGRect {
    switch self {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard size.width > 0, size.height > 0 else { return bounds }
      let widthRatio = bounds.width / size.width
      let heightRatio = bounds.height / size.height
      let ratio =
        self == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
      let scaled = CGSize(width: size.width * ratio, height: size.height * ratio)
      return CGRect(
        x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
        width: scaled.width, height: scaled.height)
    default:
      let x =
        switch self {
        case .left, .topLeft, .bottomLeft: bounds.minX
        case .right, .topRight, .bottomRight: bounds.maxX - size.width
        default: bounds.midX - size.width / 2
        }
      let y =
        switch self {
        case .top, .topLeft, .topRight: bounds.minY
        case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
        default: bounds.midY - size.height / 2
        }
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
  }
}
