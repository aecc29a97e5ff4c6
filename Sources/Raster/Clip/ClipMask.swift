/// An 8-bit coverage mask over a pixel rectangle: the anti-aliased part of a clip.
///
/// Immutable once built, so graphics states share it freely; clipping again makes a new mask.
final class ClipMask {
  let bounds: IntRect
  private let data: UnsafeMutablePointer<UInt8>

  /// A mask of zeros over `bounds` (which must not be empty).
  init(bounds: IntRect) {
    self.bounds = bounds
    let count = bounds.width * bounds.height
    data = .allocate(capacity: count)
    data.initialize(repeating: 0, count: count)
  }

  deinit { data.deallocate() }

  /// Mask values from device pixel (x, y) rightwards; (x, y) must lie inside `bounds`.
  @inline(__always)
  func pixels(x: Int, y: Int) -> UnsafeMutablePointer<UInt8> {
    data + (y - bounds.minY) * bounds.width + (x - bounds.minX)
  }
}
