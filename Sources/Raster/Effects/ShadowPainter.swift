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
  // Shape pixels that can land in the target once offset and blurred.
  var region = IntRect(
    x: target.x - dx - reach, y: target.y - dy - reach, width: target.width + 2 * reach,
    height: target.height + 2 * reach)
  if let shapeBounds { region = region.intersection(shapeBounds) }
  guard !region.isEmpty, let scratch = try? Pixmap(width: region.width, height: region.height)
  else { return }
  let scratchSurface = Surface(scratch, originX: region.x, originY: region.y)
  let castingClip: Clip
  if case .clipRegion = shape { castingClip = clip } else { castingClip = Clip(bounds: region) }
  paint(
    shape, source: source, mode: .normal, into: scratchSurface, clip: castingClip,
    antialias: antialias)

  // The mask, with room for the blur to spread on every side.
  let width = region.width + 2 * reach
  let height = region.height + 2 * reach
  let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
  defer { mask.deallocate() }
  mask.initialize(repeating: 0, count: width * height)
  for y in 0..<region.height {
    let from = scratch.row(y)
    let to = mask + (y + reach) * width + reach
    for x in 0..<region.width { to[x] = from[x * 4 + 3] }
  }
  BoxBlur(sigma: shadow.sigma).apply(to: mask, width: width, height: height)

  // Mask pixel (i, j) lands on device pixel (region.x − reach + dx + i, region.y − reach + dy + j).
  let landed = IntRect(
    x: region.x - reach + dx, y: region.y - reach + dy, width: width, height: height
  ).intersection(target)
  guard !landed.isEmpty else { return }
  var sink = CompositeSink(
    surface: surface, clipMask: clip.mask, antialias: true, source: .solid(PackedPixel.pack(tint)),
    mode: mode, width: landed.width)
  for y in landed.minY..<landed.maxY {
    let row = mask + (y - (region.y - reach + dy)) * width + (landed.minX - (region.x - reach + dx))
    sink.blend(y: y, x: landed.minX, coverage: UnsafeBufferPointer(start: row, count: landed.width))
  }
}
