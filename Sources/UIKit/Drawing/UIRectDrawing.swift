import CoreGraphics

/// Fills `rect` in the current context's fill colour, replacing what is there (the copy blend
/// mode, as Apple documents); does nothing without a current context.
public func UIRectFill(_ rect: CGRect) {
  UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` in the current context's fill colour with `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  context.saveGState()
  context.setBlendMode(blendMode)
  context.fill(rect)
  context.restoreGState()
}

/// Draws a frame one unit wide just inside `rect` with the copy blend mode.
///
/// It paints in the fill colour. Apple's pages disagree (UIRectFrame's says stroke colour,
/// UIRectFrameUsingBlendMode's says fill colour, because the frame is filled inside the
/// line); Offscreen follows the latter for both.
public func UIRectFrame(_ rect: CGRect) {
  UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a frame one unit wide just inside `rect`, in the fill colour, with `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  let r = rect.standardized
  guard r.width > 0, r.height > 0 else { return }
  let inner = r.insetBy(dx: min(1, r.width / 2), dy: min(1, r.height / 2))
  context.saveGState()
  context.setBlendMode(blendMode)
  context.beginPath()
  context.addRect(r)
  if !inner.isEmpty { context.addRect(inner) }
  context.fillPath(using: .evenOdd)
  context.restoreGState()
}
