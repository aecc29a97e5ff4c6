/// Core Foundation's dictionary type, as `beginTransparencyLayer(auxiliaryInfo:)` takes it.
public typealias CFDictionary = NSDictionary

extension CGContext {
  /// Starts a transparency layer: what is drawn until `endTransparencyLayer()` is composited
  /// as one image, with the alpha, blend mode and shadow in force now.
  public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
    canvas.beginTransparencyLayer()
    layerClips.append(false)
  }

  /// A transparency layer limited to `rect`.
  public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
    canvas.save()
    canvas.clip(to: rect.raster)
    canvas.beginTransparencyLayer()
    layerClips.append(true)
  }

  /// Ends the innermost transparency layer and composites it; does nothing when none is open.
  public func endTransparencyLayer() {
    guard let clipped = layerClips.popLast() else { return }
    canvas.endTransparencyLayer()
    if clipped { canvas.restore() }
  }
}
