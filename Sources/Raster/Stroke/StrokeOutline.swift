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
  guard width >= 0, width.isFinite, !path.isEmpty else { return Path() }
  guard
    [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
      .allSatisfy(\.isFinite)
  else { return Path() }
  // The longest a unit user-space vector can become: the larger singular value.
  let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
  let sumSquares = a * a + b * b + c * c + d * d
  let determinant = a * d - b * c
  let scale =
    ((sumSquares
    + ((sumSquares * sumSquares - 4 * determinant * determinant).magnitude)
    .squareRoot()) / 2).squareRoot()
  guard scale > 0 else { return Path() }
  let tolerance = StrokeTolerance.device
  let hairline = width == 0
  let userTolerance = tolerance / scale
  // Flatten so that the offset lines too stay within the tolerance.
  let halfWidthOnDevice = hairline ? 0.5 : width / 2 * scale
  let maximumTurn = 2 * acosClamped(1 - tolerance / max(halfWidthOnDevice, tolerance))
  var lines = path.polylines(
    tolerance: userTolerance, halfWidth: width / 2, maximumTurn: max(maximumTurn, 0.01))
  if let pattern = DashPattern(style.dashes) {
    lines = pattern.dash(lines, phase: style.dashPhase)
  }
  if hairline {
    var stroker = Stroker(style: style, width: 1, tolerance: tolerance)
    stroker.reserve(for: lines)
    for line in lines {
      var mapped = line
      mapped.points = deduplicated(line.points.map(transform.apply))
      let d = transform.apply(line.direction)
      let (dx, dy) = (d.x - transform.tx, d.y - transform.ty)
      let length = (dx * dx + dy * dy).squareRoot()
      if length > 0 { mapped.direction = Point(dx / length, dy / length) }
      if mapped.closed, mapped.points.count > 1, mapped.points.last == mapped.points.first {
        mapped.points.removeLast()
      }
      stroker.add(mapped)
    }
    return stroker.outline
  }
  var stroker = Stroker(style: style, width: width, tolerance: userTolerance)
  stroker.reserve(for: lines)
  for line in lines { stroker.add(line) }
  return stroker.outline.applying(transform)
}

/// How far, in device pixels, the flattened outline may stray from the true stroke.
enum StrokeTolerance {
  static let device = 0.05
}

private func acosClamped(_ x: Double) -> Double {
  acos(min(1, max(-1, x)))
}

private func deduplicated(_ points: [Point]) -> [Point] {
  var out: [Point] = []
  out.reserveCapacity(points.count)
  for p in points where out.last != p { out.append(p) }
  return out
}
