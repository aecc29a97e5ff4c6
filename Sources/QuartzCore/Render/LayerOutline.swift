import CoreGraphics
import Raster

extension CALayer {
  /// Whether ``cornerRadius`` (or ``cornerRadii``) rounds at least one corner.
  var hasRoundedCorners: Bool {
    if let radii = cornerRadii {
      return max(radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight) > 0
    }
    return cornerRadius > 0 && !maskedCorners.isEmpty
  }

  /// The bounds with the layer's rounded corners, inset by `inset` on every side; an inner
  /// corner's radius shrinks by the inset, as the inner edge of a border does.
  func roundedBounds(insetBy inset: CGFloat = 0) -> Path {
    let rect = bounds.insetBy(dx: inset, dy: inset)
    var path = Path()
    guard !rect.isNull, rect.width > 0, rect.height > 0 else { return path }
    func inner(_ radius: CGFloat) -> Double { Double(max(radius - inset, 0)) }
    // The corner names are y-up; on iOS's flipped geometry minY is the top.
    func radius(_ corner: CACornerMask) -> Double {
      maskedCorners.contains(corner) ? inner(cornerRadius) : 0
    }
    let radii =
      cornerRadii.map {
        CornerRadii(
          topLeft: inner($0.topLeft), topRight: inner($0.topRight),
          bottomLeft: inner($0.bottomLeft), bottomRight: inner($0.bottomRight))
      }
      ?? CornerRadii(
        topLeft: radius(.layerMinXMinYCorner), topRight: radius(.layerMaxXMinYCorner),
        bottomLeft: radius(.layerMinXMaxYCorner), bottomRight: radius(.layerMaxXMaxYCorner))
    path.addRoundedRect(
      rect.raster, cornerRadii: radii,
      curve: cornerCurve == .continuous ? .continuous : .circular)
    return path
  }

  /// Fills the bounds, rounded by the corner radius, with the fill colour set on `ctx`.
  func fillRoundedBounds(in ctx: CGContext) {
    if hasRoundedCorners {
      ctx.canvas.fill(roundedBounds())
    } else {
      ctx.canvas.fillRect(bounds.raster)
    }
  }

  /// Limits drawing to the bounds, rounded by the corner radius.
  func clipToRoundedBounds(in ctx: CGContext) {
    // The box first: a pixel-aligned one costs nothing, and it keeps the mask a rounded clip
    // allocates the size of the layer instead of the size of the whole context.
    ctx.canvas.clip(to: bounds.raster)
    if hasRoundedCorners { ctx.canvas.clip(to: roundedBounds()) }
  }

  /// The border's ring: the rounded bounds less the same shape inset by the border width.
  var borderRing: Path {
    var ring = roundedBounds()
    ring.append(roundedBounds(insetBy: borderWidth))
    return ring
  }
}
