import CoreGraphics

extension UIImage {
  /// The most tiles one patch draws, so a tiny middle over a large rect cannot hang.
  private static let maximumTiles = 65536

  /// Draws the nine patches cut by the cap insets: corners at their size, edges stretched or
  /// tiled along one axis, the middle along both.
  func drawResizable(_ bitmap: CGImage, in rect: CGRect, context: CGContext) {
    let pixelsPerPoint = CGFloat(bitmap.width) / size.width
    let caps = capInsets.clamped(to: size)
    let source = Slices(
      total: CGSize(width: bitmap.width, height: bitmap.height),
      insets: caps.scaled(by: pixelsPerPoint))
    let destination = Slices(total: rect.size, insets: caps.clamped(to: rect.size))
    for row in 0..<3 {
      for column in 0..<3 {
        let from = source.patch(column: column, row: row)
        let to = destination.patch(column: column, row: row).offsetBy(
          dx: rect.minX, dy: rect.minY)
        guard from.width >= 1, from.height >= 1, to.width > 0, to.height > 0,
          let piece = bitmap.cropping(to: from)
        else { continue }
        if resizingMode == .tile, column == 1 || row == 1 {
          // A tile keeps its size in points along the axes the patch is resized in.
          let tile = CGSize(
            width: column == 1 ? from.width / pixelsPerPoint : to.width,
            height: row == 1 ? from.height / pixelsPerPoint : to.height)
          UIImage.drawTiled(piece, tile: tile, from: to.origin, in: to, context: context)
        } else {
          UIImage.drawUpright(piece, in: to, context: context)
        }
      }
    }
  }

  /// Draws `piece` at `tile` size again and again on a grid through `origin`, clipped to
  /// `rect`; draws nothing when that would take more than `maximumTiles`.
  static func drawTiled(
    _ piece: CGImage, tile: CGSize, from origin: CGPoint, in rect: CGRect, context: CGContext
  ) {
    guard tile.width > 0, tile.height > 0 else { return }
    let i0 = ((rect.minX - origin.x) / tile.width).rounded(.down)
    let i1 = ((rect.maxX - origin.x) / tile.width).rounded(.up)
    let j0 = ((rect.minY - origin.y) / tile.height).rounded(.down)
    let j1 = ((rect.maxY - origin.y) / tile.height).rounded(.up)
    // Indices far from zero (a rect at 1e20) would not fit an Int: draw nothing.
    let limit = CGFloat(1 << 40)
    guard [i0, i1, j0, j1].allSatisfy({ abs($0) < limit }),
      (i1 - i0) * (j1 - j0) <= CGFloat(maximumTiles)
    else { return }
    context.saveGState()
    context.clip(to: rect)
    for j in Int(j0)..<Int(j1) {
      for i in Int(i0)..<Int(i1) {
        let corner = CGPoint(
          x: origin.x + CGFloat(i) * tile.width, y: origin.y + CGFloat(j) * tile.height)
        drawUpright(piece, in: CGRect(origin: corner, size: tile), context: context)
      }
    }
    context.restoreGState()
  }
}

/// The three columns and three rows a rectangle of `total` size is cut into by insets.
private struct Slices {
  let xs: [CGFloat]
  let ys: [CGFloat]

  init(total: CGSize, insets: UIEdgeInsets) {
    xs = [0, insets.left, total.width - insets.right, total.width]
    ys = [0, insets.top, total.height - insets.bottom, total.height]
  }

  func patch(column: Int, row: Int) -> CGRect {
    CGRect(
      x: xs[column], y: ys[row], width: xs[column + 1] - xs[column],
      height: ys[row + 1] - ys[row])
  }
}

extension UIEdgeInsets {
  /// Insets made non-negative and no larger than `size` on each axis.
  fileprivate func clamped(to size: CGSize) -> UIEdgeInsets {
    var i = UIEdgeInsets(
      top: max(0, top), left: max(0, left), bottom: max(0, bottom), right: max(0, right))
    if i.left + i.right > size.width {
      let k = size.width / (i.left + i.right)
      i.left *= k
      i.right *= k
    }
    if i.top + i.bottom > size.height {
      let k = size.height / (i.top + i.bottom)
      i.top *= k
      i.bottom *= k
    }
    return i
  }

  /// Insets in pixels for insets in points, rounded to whole pixels.
  fileprivate func scaled(by scale: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(
      top: (top * scale).rounded(), left: (left * scale).rounded(),
      bottom: (bottom * scale).rounded(), right: (right * scale).rounded())
  }
}
