/// Draws the shadow of one draw call: the call's alpha rendered into a scratch mask, blurred,
/// offset, tinted with the shadow colour and composited into the surface through the clip with
/// the call's blend mode — before the call itself draws on top.
///
/// The casting shape is not clipped (only the shadow is), as in CoreGraphics and canvas.
func paintShadow(
  _ shadow: Shadow, of shape: CoverageShape, source: PaintSource, shapeBounds: IntRect?,
  mode: BlendMode, into surface: Surface, clip: Clip, antialias: Bool
) {
  let target = clip.bounds.intersection(surface.bounds)
  let tint = shadow.color.premultiplied
  guard !target.isEmpty, tint.a > 0 else { return }
  let (dx, dy) = shadow.pixelOffset
  let reach = shadow.reach
  // The mask, in device space before the offset: the pixels that land in the target, with
  // room around them for everything the blur draws in; beyond the shape plus the blur's reach
  // the mask is zero, so it stops there too.
  var maskBounds = target.offset(x: -dx, y: -dy).outset(by: reach)
  if let shapeBounds { maskBounds = maskBounds.intersection(shapeBounds.outset(by: reach)) }
  let region = shapeBounds.map { maskBounds.intersection($0) } ?? maskBounds
  guard !region.isEmpty, let scratch = try? Pixmap(width: region.width, height: region.height)
  else { return }
  let castingClip: Clip
  if case .clipRegion = shape { castingClip = clip } else { castingClip = Clip(bounds: region) }
  paint(
    shape, source: source, mode: .normal,
    into: Surface(scratch, originX: region.x, originY: region.y), clip: castingClip,
    antialias: antialias)

  let width = maskBounds.width
  let height = maskBounds.height
  let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
  defer { mask.deallocate() }
  mask.initialize(repeating: 0, count: width * height)
  for y in 0..<region.height {
    let from = scratch.row(y)
    let to = mask + (region.y - maskBounds.y + y) * width + (region.x - maskBounds.x)
    for x in 0..<region.width { to[x] = from[x * 4 + 3] }
  }
  BoxBlur(sigma: shadow.sigma).apply(
    to: mask, width: width, height: height,
    inked: region.offset(x: -maskBounds.x, y: -maskBounds.y))

  let landed = maskBounds.offset(x: dx, y: dy).intersection(target)
  guard !landed.isEmpty else { return }
  var sink = CompositeSink(
    surface: surface, clipMask: clip.mask, antialias: true,
    source: .solid(tint.packed), mode: mode, width: landed.width)
  for y in landed.minY..<landed.maxY {
    let row = mask + (y - dy - maskBounds.y) * width + (landed.minX - dx - maskBounds.x)
    sink.blend(
      y: y, x: landed.minX, coverage: UnsafeBufferPointer(start: row, count: landed.width))
  }
}

extension IntRect {
  func offset(x dx: Int, y dy: Int) -> IntRect {
    IntRect(x: x + dx, y: y + dy, width: width, height: height)
  }

  func outset(by d: Int) -> IntRect {
    IntRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d)
  }
}
