import Foundation

/// The outline of a stroke of `path`, in device space, to be filled with `.nonZero` through
/// `rasterize(_:transform:fillRule:clip:into:)` with the identity transform.
///
/// The stroke is built in user space and then mapped by `transform`, so a non-uniform
/// transform makes the pen elliptical, as in CoreGraphics; curves, round joins and round caps
/// are flattened finely enough for the device scale. A width of 0 is a hairline, one device
/// pixel wide whatever the transform. Dash lengths are in user space. Zero-length subpaths draw
/// a dot with round caps, an axis-aligned square with square caps, nothing with butt caps.
/// Closed subpaths join at their start and have no caps. Invalid input (a negative or
/// non-finite width, a non-finite transform) gives an empty outline.
public func strokeOutline(_ path: Path, style: StrokeStyle, transform: Transform) -> Path {
  let width = style.width
  guard width >= 0, width.isFinite, !path.isEmpty, transform.isFinite else { return Path() }
  let scale = transform.largestStretch
  guard scale > 0 else { return Path() }
  let tolerance = StrokeTolerance.device
  let hairline = width == 0
  // Flatten so that the offset lines too stay within the tolerance.
  let halfWidthOnDevice = hairline ? 0.5 : width / 2 * scale
  let maximumTurn = 2 * acos(1 - tolerance / max(halfWidthOnDevice, tolerance))
  var lines = path.polylines(tolerance: tolerance / scale, maximumTurn: max(maximumTurn, 0.01))
  if let pattern = DashPattern(style.dashes) {
    lines = pattern.dash(lines, phase: style.dashPhase)
  }
  if hairline {
    return hairlineOutline(lines, style: style, transform: transform, tolerance: tolerance)
  }
  var stroker = Stroker(style: style, width: width, tolerance: tolerance / scale)
  stroker.reserve(for: lines)
  for line in lines { stroker.add(line) }
  return stroker.outline.applying(transform)
}

/// A hairline is stroked after the transform, one device pixel wide.
private func hairlineOutline(
  _ lines: [Polyline], style: StrokeStyle, transform: Transform, tolerance: Double
) -> Path {
  var stroker = Stroker(style: style, width: 1, tolerance: tolerance)
  stroker.reserve(for: lines)
  for line in lines {
    var mapped = line
    mapped.points = []
    for p in line.points.map(transform.apply) where mapped.points.last != p {
      mapped.points.append(p)
    }
    if mapped.closed, mapped.points.count > 1, mapped.points.last == mapped.points.first {
      mapped.points.removeLast()
    }
    let (dx, dy) = (
      transform.a * line.direction.x + transform.c * line.direction.y,
      transform.b * line.direction.x + transform.d * line.direction.y
    )
    let length = (dx * dx + dy * dy).squareRoot()
    if length > 0 { mapped.direction = Point(dx / length, dy / length) }
    stroker.add(mapped)
  }
  return stroker.outline
}

fileprivate extension Transform {
  /// All six coefficients are finite.
  var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The most a unit vector can be lengthened: the larger singular value of the linear part.
  var largestStretch: Double {
    let sumSquares = a * a + b * b + c * c + d * d
    let determinant = a * d - b * c
    let spread = (sumSquares * sumSquares - 4 * determinant * determinant).magnitude
    return ((sumSquares + spread.squareRoot()) / 2).squareRoot()
  }
}

/// How far, in device pixels, the flattened outline may stray from the true stroke.
enum StrokeTolerance {
  static let device = 0.05
}
