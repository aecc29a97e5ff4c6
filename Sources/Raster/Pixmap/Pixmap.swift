/// A rectangle of premultiplied RGBA8 pixels, row after row from the top.
///
/// A pixmap owns its memory or draws into memory the caller owns (as a CoreGraphics bitmap
/// context over caller memory does). It has reference semantics: drawing through any reference
/// changes the one set of pixels.
public final class Pixmap {
  /// The longest side a pixmap may have.
  public static let maximumSide = 16384
  /// The most pixels a pixmap may have (2^28, one GiB of RGBA).
  public static let maximumPixels = 1 << 28

  public let width: Int
  public let height: Int
  /// Bytes from the start of one row to the start of the next; at least `width * 4`.
  public let bytesPerRow: Int
  /// The first byte of the top row.
  public let data: UnsafeMutablePointer<UInt8>
  /// The memory the pixmap allocated; nil over the caller's memory.
  private let owned: PixelMemory?

  /// A new pixmap of transparent black pixels.
  /// - Throws: `PixmapError.emptySize` or `.tooLarge`.
  public convenience init(width: Int, height: Int) throws(PixmapError) {
    try self.init(width: width, height: height, filledWith: .transparent)
  }

  /// A new pixmap with every pixel set to `color`. Transparent black costs nothing up front:
  /// the memory arrives cleared (see `PixelMemory`); another colour is written once.
  /// - Throws: `PixmapError.emptySize` or `.tooLarge`.
  public convenience init(
    width: Int, height: Int, filledWith color: PremultipliedColor
  ) throws(PixmapError) {
    try self.init(width: width, height: height, memory: PixelMemory.init(zeroedCount:))
    if color.packed != 0 {
      UnsafeMutableRawPointer(data).initializeMemory(
        as: UInt32.self, repeating: color.packed, count: width * height)
    }
  }

  /// A new pixmap of transparent black pixels in memory freshly mapped from the kernel, which
  /// costs nothing until drawn into (see `PixelMemory.init(untouchedCount:)`): for pixels that
  /// will most likely stay untouched.
  /// - Throws: `PixmapError.emptySize` or `.tooLarge`.
  package convenience init(likelyUntouchedWidth width: Int, height: Int) throws(PixmapError) {
    try self.init(width: width, height: height, memory: PixelMemory.init(untouchedCount:))
  }

  /// A new pixmap whose bytes the caller writes, every one, before reading any (a decoder's
  /// output): a kept block of memory comes as it was left, not cleared first.
  /// - Throws: `PixmapError.emptySize` or `.tooLarge`.
  package convenience init(overwrittenWidth width: Int, height: Int) throws(PixmapError) {
    try self.init(width: width, height: height, memory: PixelMemory.init(overwrittenCount:))
  }

  /// A new pixmap in memory of its own, cleared to transparent black: `memory` allocates the
  /// given number of bytes, once the size is known to be valid.
  private init(
    width: Int, height: Int, memory: (Int) -> PixelMemory
  ) throws(PixmapError) {
    try Pixmap.validate(width: width, height: height)
    self.width = width
    self.height = height
    self.bytesPerRow = width * 4
    let owned = memory(bytesPerRow * height)
    data = owned.bytes
    self.owned = owned
  }

  /// A pixmap over memory the caller owns and keeps alive for the pixmap's lifetime.
  /// - Throws: `PixmapError.emptySize`, `.tooLarge` or `.rowTooShort`.
  public init(
    wrapping data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int
  ) throws(PixmapError) {
    try Pixmap.validate(width: width, height: height)
    guard bytesPerRow >= width * 4 else {
      throw .rowTooShort(bytesPerRow: bytesPerRow, width: width)
    }
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.data = data
    owned = nil
  }

  deinit {
    owned?.release()
  }

  private static func validate(width: Int, height: Int) throws(PixmapError) {
    guard width > 0, height > 0 else { throw .emptySize(width: width, height: height) }
    guard !exceedsLimits(width: width, height: height) else {
      throw .tooLarge(width: width, height: height)
    }
  }

  /// Whether a size is too large for a pixmap: a side longer than `maximumSide` or more than
  /// `maximumPixels` in all. Safe for any size: the area is only computed for sides in range.
  package static func exceedsLimits(width: Int, height: Int) -> Bool {
    width > maximumSide || height > maximumSide || width * height > maximumPixels
  }

  /// The whole pixmap as a pixel rectangle.
  public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

  /// The first byte of row `y`.
  @inline(__always)
  public func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
    data + y * bytesPerRow
  }

  /// The pixel at column `x`, row `y` (both must be inside the pixmap).
  public subscript(x: Int, y: Int) -> PremultipliedColor {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
      let p = row(y) + x * 4
      return PremultipliedColor(r: p[0], g: p[1], b: p[2], a: p[3])
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
      let p = row(y) + x * 4
      p[0] = newValue.r
      p[1] = newValue.g
      p[2] = newValue.b
      p[3] = newValue.a
    }
  }

  /// Sets every pixel to `color`.
  public func fill(with color: PremultipliedColor) {
    let packed = color.packed
    for y in 0..<height {
      UnsafeMutableRawPointer(row(y)).bindMemory(to: UInt32.self, capacity: width)
        .update(repeating: packed, count: width)
    }
  }

  /// A copy with its own memory.
  public func copy() -> Pixmap {
    let copy = try! Pixmap(width: width, height: height)  // same valid size as self
    for y in 0..<height {
      copy.row(y).update(from: row(y), count: width * 4)
    }
    return copy
  }
}
