/// A pixmap placed in device space: pixel (0, 0) of `pixmap` is device pixel `origin`.
///
/// The canvas draws into its own pixmap at (0, 0), into a transparency layer or a shadow's
/// scratch pixmap elsewhere; every coordinate the rasteriser and the sinks see stays in device
/// space.
struct Surface {
  let pixmap: Pixmap
  let originX: Int
  let originY: Int

  init(_ pixmap: Pixmap, originX: Int = 0, originY: Int = 0) {
    self.pixmap = pixmap
    self.originX = originX
    self.originY = originY
  }

  /// The device pixels the surface holds.
  var bounds: IntRect {
    IntRect(x: originX, y: originY, width: pixmap.width, height: pixmap.height)
  }

  /// Device pixel (x, y), which must lie inside `bounds`.
  @inline(__always)
  func pixels(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
    UnsafeMutableRawPointer(pixmap.row(y - originY) + (x - originX) * 4)
      .assumingMemoryBound(to: UInt32.self)
  }
}
