import CoreGraphics

/// One piece of a layer's contents: the part of the image to take, in unit coordinates of the
/// whole image (y down from its first row), and where it lands in the layer's bounds space.
struct ContentsPiece: Equatable {
  var source: CGRect
  var destination: CGRect
}

extension CALayer {
  /// Where the contents image goes: the part ``contentsRect`` takes, placed by
  /// ``contentsGravity`` at its natural size (pixels over ``contentsScale``) or scaled, then cut
  /// into nine when ``contentsCenter`` is not the whole image.
  ///
  /// Divergence: Apple does not say which way `contentsRect` and `contentsCenter` run on iOS's
  /// flipped layers; here y = 0 is the image's first (top) row, as sprite sheets and
  /// stretchable images for iOS are written. Caps too large for the bounds shrink in
  /// proportion (undocumented too).
  func contentsPieces(imageWidth: Int, imageHeight: Int) -> [ContentsPiece] {
    let source = contentsRect.standardized
    guard imageWidth > 0, imageHeight > 0, source.width > 0, source.height > 0,
      contentsScale.isFinite, contentsScale > 0
    else { return [] }
    let pixels = CGSize(
      width: CGFloat(imageWidth) * source.width, height: CGFloat(imageHeight) * source.height)
    let natural = CGSize(
      width: pixels.width / contentsScale, height: pixels.height / contentsScale)
    let destination = contentsGravity.place(natural, in: bounds)
    guard destination.width > 0, destination.height > 0 else { return [] }
    let center = contentsCenter.standardized
    guard center != CGRect(x: 0, y: 0, width: 1, height: 1), !center.isNull else {
      return [ContentsPiece(source: source, destination: destination)]
    }
    let imageSize = CGSize(
      width: CGFloat(imageWidth) / contentsScale, height: CGFloat(imageHeight) / contentsScale)
    return ninePieces(of: source, center: center, imageSize: imageSize, into: destination)
  }
}

/// The nine pieces of `source`: the corners keep their size (`imageSize` is the whole image in
/// points), the edges stretch along one axis and the centre along both. Caps that do not fit
/// the destination shrink in proportion.
private func ninePieces(
  of source: CGRect, center: CGRect, imageSize: CGSize, into destination: CGRect
) -> [ContentsPiece] {
  let sx = [0, max(center.minX, 0), min(center.maxX, 1), 1].map {
    source.minX + $0 * source.width
  }
  let sy = [0, max(center.minY, 0), min(center.maxY, 1), 1].map {
    source.minY + $0 * source.height
  }
  let dx = stretchedEdges(
    sx, pointsPerUnit: imageSize.width, from: destination.minX, length: destination.width)
  let dy = stretchedEdges(
    sy, pointsPerUnit: imageSize.height, from: destination.minY, length: destination.height)
  var pieces: [ContentsPiece] = []
  for row in 0..<3 {
    for column in 0..<3 {
      let piece = ContentsPiece(
        source: CGRect(
          x: sx[column], y: sy[row], width: sx[column + 1] - sx[column],
          height: sy[row + 1] - sy[row]),
        destination: CGRect(
          x: dx[column], y: dy[row], width: dx[column + 1] - dx[column],
          height: dy[row + 1] - dy[row]))
      if piece.source.width > 0, piece.source.height > 0, piece.destination.width > 0,
        piece.destination.height > 0
      {
        pieces.append(piece)
      }
    }
  }
  return pieces
}

/// The four edges along one axis of the nine pieces: the caps at their size in points, the
/// middle taking what is left (or the caps shrunk to share `length` when they are too long).
private func stretchedEdges(
  _ source: [CGFloat], pointsPerUnit: CGFloat, from origin: CGFloat, length: CGFloat
) -> [CGFloat] {
  var leading = (source[1] - source[0]) * pointsPerUnit
  var trailing = (source[3] - source[2]) * pointsPerUnit
  if leading + trailing > length {
    let shrink = length / (leading + trailing)
    leading *= shrink
    trailing *= shrink
  }
  return [origin, origin + leading, origin + length - trailing, origin + length]
}
