import CoreGraphics
import Raster

/// What rendering a layer tree paints where: for each layer drawn, in drawing order, the
/// device pixels its own painting can touch and a fingerprint of everything that decides that
/// painting — its render state, its place and everything its ancestors apply to it.
///
/// Two records of the same tree tell which pixels can differ between the two renders: those of
/// every layer whose fingerprint or place changed, appeared or went. A retained frame redraws
/// only those (see `RetainedFrames`).
@MainActor
struct LayerTreeRecord {
  struct Entry {
    let layer: ObjectIdentifier
    let fingerprint: Int
    /// Device pixels the layer's own painting (not its sublayers') can touch, clipped.
    let pixels: IntRect
    /// For a layer that casts a shadow, all the pixels it and its sublayers can touch: a
    /// blurred shadow depends on every pixel of what casts it, so a change anywhere inside
    /// redraws all of it. For a layer with a backdrop, the whole frame.
    let shadowGroup: IntRect?
  }

  private(set) var entries: [Entry] = []
  let bounds: IntRect

  /// Records `layer`'s tree as `render(in:)` would draw it into a context whose user space is
  /// `transform` from the layer's bounds space to `bounds`' device pixels. Layers marked as
  /// needing display are displayed first, as rendering would.
  init(of layer: CALayer, transform: CGAffineTransform, bounds: IntRect) {
    self.bounds = bounds
    record(layer, transform: transform, clip: bounds, context: 0)
  }

  private mutating func record(
    _ layer: CALayer, transform: CGAffineTransform, clip: IntRect, context: Int
  ) {
    guard layer.isVisible else { return }
    layer.displayIfNeeded()
    var hasher = Hasher()
    hasher.feed(context)
    hasher.feed(transform.a, transform.b, transform.c, transform.d)
    hasher.feed(transform.tx, transform.ty)
    hasher.feed(clip.x, clip.y, clip.width, clip.height)
    layer.hashRenderState(into: &hasher)
    let fingerprint = hasher.finalize()
    // A backdrop blurs what was drawn under it, so a change anywhere redraws the whole frame.
    // The sublayers of a replicator are recorded once but drawn once per copy: a change in
    // any of them redraws the whole frame too.
    let shadowGroup =
      layer.backdrop != nil || layer is CAReplicatorLayer
      ? bounds
      : layer.hasShadow ? devicePixels(of: layer.paintedExtent, transform, clip) : nil
    entries.append(
      Entry(
        layer: ObjectIdentifier(layer), fingerprint: fingerprint,
        pixels: devicePixels(of: layer.ownPaintedExtent, transform, clip),
        shadowGroup: shadowGroup))
    let sublayerClip =
      layer.masksToBounds
      ? clip.intersection(devicePixels(of: layer.bounds, transform, clip)) : clip
    for sublayer in layer.sublayers ?? [] where !layer.clipsAway(sublayer) {
      record(
        sublayer, transform: sublayer.transformToSuperlayer.concatenating(transform),
        clip: sublayerClip, context: fingerprint)
    }
  }

  /// The device pixels `rect` can touch under `transform`, with a pixel to spare for
  /// anti-aliasing, inside `clip`.
  private func devicePixels(of rect: CGRect, _ transform: CGAffineTransform, _ clip: IntRect)
    -> IntRect
  {
    let device = rect.applying(transform)
    guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy(\.isFinite) else {
      return clip
    }
    // Clamped on both sides: a layer far off the canvas (a frame at 4e18) has edges beyond
    // Int's range on the side the one-sided clamp would not catch.
    let limit = CGFloat(1 << 24)
    func pixel(_ value: CGFloat) -> Int { Int(min(max(value, -limit), limit)) }
    let minX = pixel(device.minX.rounded(.down)) - 1
    let minY = pixel(device.minY.rounded(.down)) - 1
    let maxX = pixel(device.maxX.rounded(.up)) + 1
    let maxY = pixel(device.maxY.rounded(.up)) + 1
    return IntRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).intersection(clip)
  }

  /// The pixels that can differ between a render recorded as `old` and one recorded as
  /// `self`: nil when none can, all of `bounds` when the layers were reordered.
  func damage(since old: LayerTreeRecord) -> IntRect? {
    guard old.bounds == bounds else { return bounds }
    var oldEntries: [ObjectIdentifier: (index: Int, entry: Entry)] = [:]
    for (index, entry) in old.entries.enumerated() {
      // A layer drawn twice (a mask is not; a sublayer cannot be) would be a changed tree.
      guard oldEntries.updateValue((index, entry), forKey: entry.layer) == nil else {
        return bounds
      }
    }
    var damage: IntRect?
    var lastOldIndex = -1
    var matched = 0
    for entry in entries {
      guard let (index, previous) = oldEntries[entry.layer] else {
        damage = damage.union(entry.pixels)
        continue
      }
      // Layers kept but drawn in another order: what overlaps changes everywhere.
      guard index > lastOldIndex else { return bounds }
      lastOldIndex = index
      matched += 1
      if previous.fingerprint != entry.fingerprint || previous.pixels != entry.pixels {
        damage = damage.union(entry.pixels).union(previous.pixels)
      }
    }
    if matched < old.entries.count {
      let current = Set(entries.map(\.layer))
      for entry in old.entries where !current.contains(entry.layer) {
        damage = damage.union(entry.pixels)
      }
    }
    return damage.map { expanded($0, byShadowsOf: [old, self]) }
  }

  /// `damage` grown until no shadow group it touches reaches outside it.
  private func expanded(_ damage: IntRect, byShadowsOf records: [LayerTreeRecord]) -> IntRect {
    let groups = records.flatMap { $0.entries.compactMap(\.shadowGroup) }
    var damage = damage
    var grew = true
    while grew {
      grew = false
      for group in groups where group.intersects(damage) && damage.union(group) != damage {
        damage = damage.union(group)
        grew = true
      }
    }
    return damage
  }
}

extension IntRect {
  func intersects(_ other: IntRect) -> Bool { !intersection(other).isEmpty }

  /// The smallest rectangle holding both; an empty one adds nothing.
  func union(_ other: IntRect) -> IntRect {
    if other.isEmpty { return self }
    if isEmpty { return other }
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return IntRect(
      x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }
}

extension IntRect? {
  /// The union with `rect`, nil counting as nothing.
  func union(_ rect: IntRect) -> IntRect { self?.union(rect) ?? rect }
}
