/// An open transparency layer: drawing goes into `surface`, composited back when it ends.
struct TransparencyLayer {
  /// Where drawing went before the layer began.
  let parent: Surface
  /// The layer's pixels; nil when the clip was empty at the start (nothing can be drawn).
  let surface: Surface?
  /// The save depth just before the layer began; ending restores to it.
  let savedDepth: Int
}

extension Canvas {
  /// Starts a transparency layer (CoreGraphics' `beginTransparencyLayer`): drawing until the
  /// matching `endTransparencyLayer()` goes into an offscreen pixmap the size of the clip,
  /// with alpha 1, normal blending and no shadow; ending composites it with the alpha, blend
  /// mode and shadow in force at the start.
  public func beginTransparencyLayer() {
    let depth = saveDepth
    save()
    let bounds = state.clip.bounds
    var layerSurface: Surface?
    if !bounds.isEmpty, let pixmap = try? Pixmap(width: bounds.width, height: bounds.height) {
      layerSurface = Surface(pixmap, originX: bounds.x, originY: bounds.y)
    } else {
      state.clip.intersect(IntRect(x: 0, y: 0, width: 0, height: 0))
    }
    layers.append(TransparencyLayer(parent: surface, surface: layerSurface, savedDepth: depth))
    if let layerSurface { surface = layerSurface }
    state.alpha = 1
    state.blendMode = .normal
    state.shadow = nil
  }

  /// Ends the innermost transparency layer and composites it; ignored with none open.
  public func endTransparencyLayer() {
    guard let layer = layers.popLast() else { return }
    restore(toDepth: layer.savedDepth)
    surface = layer.parent
    guard let layerSurface = layer.surface else { return }
    let alpha = state.paintAlpha
    let source = PaintSource.shaded(SurfaceShader(layerSurface, alpha: alpha))
    draw(.pixels(layerSurface.bounds), source: source)
  }
}

/// Shades a surface's own pixels at their device positions, times an alpha: how a layer is
/// composited back.
final class SurfaceShader: Shader {
  private let surface: Surface
  private let alpha: UInt32

  init(_ surface: Surface, alpha: Float) {
    self.surface = surface
    self.alpha = UInt32((alpha * 255).rounded())
  }

  func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let from = surface.pixels(x: x, y: y)
    if alpha == 255 {
      out.update(from: from, count: count)
    } else {
      for i in 0..<count { out[i] = PackedPixel.scale(from[i], by: alpha) }
    }
  }
}
