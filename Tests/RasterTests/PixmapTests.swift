import Testing

@testable import Raster

@Suite struct PixmapTests {
  @Test(arguments: [(0, 10), (10, 0), (-1, 5), (5, -3)])
  func emptySize_isRefused(width: Int, height: Int) {
    #expect(throws: PixmapError.emptySize(width: width, height: height)) {
      try Pixmap(width: width, height: height)
    }
  }

  @Test(arguments: [(16385, 1), (1, 16385), (Int.max, 2), (2, Int.max)])
  func tooLarge_isRefusedWithoutAllocating(width: Int, height: Int) {
    #expect(throws: PixmapError.tooLarge(width: width, height: height)) {
      try Pixmap(width: width, height: height)
    }
  }

  @Test(arguments: [(0, 10), (16385, 1), (Int.max, 2)])
  func likelyUntouchedPixmap_refusesTheSameSizes(width: Int, height: Int) {
    #expect(throws: PixmapError.self) {
      try Pixmap(likelyUntouchedWidth: width, height: height)
    }
  }

  /// 16384 × 16384 is exactly `maximumPixels`: the side rule alone decides.
  @Test func exceedsLimits_atTheLongestSides_isFalse() {
    #expect(!Pixmap.exceedsLimits(width: 16384, height: 16384))
    #expect(Pixmap.exceedsLimits(width: 16385, height: 1))
    #expect(Pixmap.exceedsLimits(width: Int.max, height: Int.max))
  }

  @Test func longestAllowedSide_isAccepted() throws {
    let wide = try Pixmap(width: Pixmap.maximumSide, height: 1)
    #expect(wide.width == 16384)
  }

  @Test func newPixmap_isTransparent() throws {
    let p = try Pixmap(width: 3, height: 2)
    for y in 0..<2 {
      for x in 0..<3 { #expect(p[x, y] == .transparent) }
    }
  }

  /// A large pixmap's memory is kept when it goes and handed to the next of its size: it must
  /// come back transparent, the touched pages cleared and the untouched ones still zero.
  @Test func largePixmapMemory_isReusedCleared() throws {
    // 1999 × 1999 × 4 bytes round up to 16 MiB of huge pages: a size no other test uses.
    var first: Pixmap? = try Pixmap(width: 1999, height: 1999)
    let memory = try #require(first).data
    let color = PremultipliedColor(r: 9, g: 8, b: 7, a: 255)
    // The top rows and one pixel far below: touched pages with untouched ones between.
    for y in 0..<40 {
      for x in 0..<1999 { first?[x, y] = color }
    }
    first?[1500, 1900] = color
    first = nil
    let second = try Pixmap(width: 1999, height: 1999)
    #expect(second.data == memory)
    for y in [0, 39, 40, 1000, 1900, 1998] {
      for x in [0, 1500, 1998] { #expect(second[x, y] == .transparent, "(\(x), \(y))") }
    }
  }

  /// Memory mapped for pixels that will most likely stay untouched still reads transparent,
  /// takes drawing like any other, and goes back to the kernel (small and large alike) without
  /// disturbing the pool's blocks.
  @Test(arguments: [(3, 2), (1999, 1999)])
  func likelyUntouchedPixmap_isTransparent_andDrawable(width: Int, height: Int) throws {
    let pixmap = try Pixmap(likelyUntouchedWidth: width, height: height)
    #expect(pixmap[0, 0] == .transparent)
    #expect(pixmap[width - 1, height - 1] == .transparent)
    let color = PremultipliedColor(r: 1, g: 2, b: 3, a: 255)
    pixmap[width - 1, height - 1] = color
    #expect(pixmap[width - 1, height - 1] == color)
    #expect(pixmap[0, height - 1] == .transparent)
  }

  @Test func fill_setsEveryPixel_inRGBAByteOrder() throws {
    let p = try Pixmap(width: 4, height: 3)
    let c = PremultipliedColor(r: 10, g: 20, b: 30, a: 40)
    p.fill(with: c)
    #expect(p[3, 2] == c)
    #expect(Array(UnsafeBufferPointer(start: p.data, count: 4)) == [10, 20, 30, 40])
  }

  @Test func wrapping_callerMemory_writesThrough_andRespectsStride() throws {
    var storage = [UInt8](repeating: 0, count: 2 * 12)
    try storage.withUnsafeMutableBufferPointer { buffer in
      let p = try Pixmap(wrapping: buffer.baseAddress!, width: 2, height: 2, bytesPerRow: 12)
      p[1, 1] = .white
    }
    #expect(Array(storage[16..<20]) == [255, 255, 255, 255])
    #expect(storage[12..<16].allSatisfy { $0 == 0 })
  }

  @Test func wrapping_shortRows_isRefused() {
    var storage = [UInt8](repeating: 0, count: 64)
    storage.withUnsafeMutableBufferPointer { buffer in
      #expect(throws: PixmapError.rowTooShort(bytesPerRow: 7, width: 2)) {
        try Pixmap(wrapping: buffer.baseAddress!, width: 2, height: 2, bytesPerRow: 7)
      }
      return
    }
  }

  @Test func premultiply_roundsAndClamps() {
    #expect(
      Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultiplied
        == PremultipliedColor(r: 128, g: 64, b: 0, a: 128))
    #expect(
      Color(red: 2, green: .nan, blue: -1, alpha: 1).premultiplied
        == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
  }
}

@Suite struct PixmapFillTests {
  @Test func filledWith_setsEveryPixel() throws {
    let c = PremultipliedColor(r: 1, g: 2, b: 3, a: 4)
    let p = try Pixmap(width: 3, height: 2, filledWith: c)
    for y in 0..<2 {
      for x in 0..<3 { #expect(p[x, y] == c) }
    }
  }

  @Test func packed_isTheMemoryOrder() {
    let c = PremultipliedColor(r: 0x11, g: 0x22, b: 0x33, a: 0x44)
    #expect(c.packed == 0x4433_2211)
  }
}
