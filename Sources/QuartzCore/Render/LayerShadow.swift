import CoreGraphics
import Raster

extension CALayer {
  /// Whether the layer draws a shadow at all.
  var hasShadow: Bool {
    guard shadowOpacity > 0, let color = shadowColor else { return false }
    return color.alpha > 0
  }

  /// Sets `ctx`'s shadow to the layer's: offset and blur in the layer's space (y down on iOS,
  /// so a positive height moves the shadow down), carried to device pixels by the current
  /// transform.
  ///
  /// Divergence: Apple does not document how `shadowRadius` maps to a blur; Offscreen uses a
  /// Gaussian with σ = shadowRadius, the mapping design tools use (their blur is twice
  /// `shadowRadius`, and a CSS blur of b is σ = b / 2).
  func applyShadow(to ctx: CGContext) {
    guard let color = shadowColor else { return }
    let t = ctx.userSpaceToDeviceSpaceTransform
    let offset = CGSize(
      width: t.a * shadowOffset.width + t.c * shadowOffset.height,
      height: t.b * shadowOffset.width + t.d * shadowOffset.height)
    let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
    let opacity = CGFloat(min(max(shadowOpacity, 0), 1))
    ctx.setShadow(
      offset: CGSize(
        width: offset.width, height: ctx.baseSpaceIsTopDown ? offset.height : -offset.height),
      blur: 2 * max(shadowRadius, 0) * scale, color: color.copy(alpha: color.alpha * opacity))
  }

  /// Draws only the shadow `shadowPath` casts: the path is filled far outside the context,
  /// with the shadow offset back by as much, so only its shadow lands.
  func drawShadow(of path: CGPath, in ctx: CGContext) {
    let canvas = ctx.canvas
    canvas.save()
    applyShadow(to: ctx)
    if var shadow = canvas.shadow {
      shadow.offset.x -= Self.shadowCasterShift
      canvas.shadow = shadow
      canvas.transform = canvas.transform.concatenating(
        .translation(x: Self.shadowCasterShift, y: 0))
      ctx.setFillColor(CGColor(gray: 0, alpha: 1))
      ctx.addPath(path)
      ctx.fillPath()
    }
    canvas.restore()
  }

  /// How far right, in device pixels, a shadow path is moved to cast its shadow unseen: more
  /// than the widest context, and within the offsets a shadow honours.
  private static let shadowCasterShift = Double(1 << 19)

  /// The area the layer's shadow may darken, in its own space, when `caster` casts it.
  func shadowExtent(of caster: CGRect) -> CGRect {
    // σ = shadowRadius: three σ hold all but a trace of the blur.
    let reach = 3 * max(shadowRadius, 0) + 1
    return caster.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
      .insetBy(dx: -reach, dy: -reach)
  }
}
