import CPNGShim
import PNGCodec
import Raster
import TestSupport
import Testing

/// A pixmap with one pixel for every premultiplied (component, alpha) pair, component ≤ alpha:
/// red is the component, green half of it, blue the rest up to alpha.
func everyPremultipliedPair() throws -> Pixmap {
  let pixmap = try Pixmap(width: 257, height: 128)
  var index = 0
  for alpha in 0...255 {
    for component in 0...alpha {
      let c = UInt8(component)
      let a = UInt8(alpha)
      pixmap[index % 257, index / 257] = PremultipliedColor(r: c, g: c / 2, b: a - c, a: a)
      index += 1
    }
  }
  return pixmap
}

/// A small opaque picture with a gradient, an edge and noise.
func opaqueScene() throws -> Pixmap {
  let pixmap = try Pixmap(width: 37, height: 23)
  var random = SeededGenerator(seed: 7)
  for y in 0..<23 {
    for x in 0..<37 {
      let noise = UInt8.random(in: 0...255, using: &random)
      pixmap[x, y] = PremultipliedColor(
        r: UInt8(x * 7), g: x < 18 ? 255 : 0, b: noise, a: 255)
    }
  }
  return pixmap
}

/// The straight-alpha RGBA bytes libpng reads from `png`, bypassing the codec's premultiplying.
func straightPixels(of png: [UInt8]) throws -> [UInt8] {
  var width: UInt32 = 0
  var height: UInt32 = 0
  var message = [CChar](repeating: 0, count: Int(OFFSCREEN_PNG_MESSAGE_CAPACITY))
  let decoder = try #require(
    offscreen_png_decoder_open(png, png.count, &width, &height, &message))
  var pixels = [UInt8](repeating: 0, count: Int(width * height) * 4)
  #expect(offscreen_png_decoder_finish(decoder, &pixels, Int(width) * 4, &message) == 0)
  return pixels
}

@Test(arguments: [PNGCompression.fast, .small])
func encodePNG_opaquePixmap_decodesToSamePixels(compression: PNGCompression) throws {
  let pixmap = try opaqueScene()
  let png = try encodePNG(pixmap, compression: compression)
  #expect(try decodePNG(png).rgba == pixmap.rgba)
}

@Test func encodePNG_everyPremultipliedPair_decodesToSamePixels() throws {
  let pixmap = try everyPremultipliedPair()
  #expect(try decodePNG(encodePNG(pixmap)).rgba == pixmap.rgba)
}

@Test func encodePNG_pixmapWithPadding_writesOnlyItsPixels() throws {
  let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * 12)
  defer { storage.deallocate() }
  storage.initialize(repeating: 0xAB, count: 2 * 12)  // the padding must not leak in
  let pixmap = try Pixmap(wrapping: storage, width: 2, height: 2, bytesPerRow: 12)
  pixmap.fill(with: PremultipliedColor(r: 10, g: 20, b: 30, a: 255))
  pixmap[1, 1] = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
  let decoded = try decodePNG(encodePNG(pixmap))
  #expect(decoded.rgba == [10, 20, 30, 255, 10, 20, 30, 255, 10, 20, 30, 255, 0, 0, 0, 0])
}

/// Premultiplied pixels and the straight ones the file must hold, worked out by hand:
/// straight = round(c × 255 / a), e.g. 64 × 255 / 128 = 127.5 → 128, 32 × 255 / 128 = 63.75 → 64.
@Test(
  arguments: [
    ([64, 32, 0, 128], [128, 64, 0, 128]),
    ([1, 0, 1, 2], [128, 0, 128, 2]),
    ([1, 1, 1, 3], [85, 85, 85, 3]),
    ([200, 100, 50, 200], [255, 128, 64, 200]),
    ([10, 20, 30, 255], [10, 20, 30, 255]),
    ([0, 0, 0, 0], [0, 0, 0, 0]),
    ([255, 0, 9, 100], [255, 0, 23, 100]),  // 255 > alpha is not premultiplied: clamped
  ] as [([UInt8], [UInt8])])
func encodePNG_translucentPixel_storesStraightAlpha(premultiplied: [UInt8], straight: [UInt8])
  throws
{
  // Beside an opaque pixel, so the file needs its alpha channel.
  let pixmap = try Pixmap.make(width: 2, height: 1, rgba: premultiplied + [1, 2, 3, 255])
  let png = try encodePNG(pixmap)
  #expect(try straightPixels(of: png) == straight + [1, 2, 3, 255])
}

@Test func decodePNG_reencodedStraightAlphaFixture_givesSamePixmap() throws {
  // Straight → premultiplied loses precision at low alpha (straight 100 at alpha 2 becomes 1,
  // which comes back as 128), but premultiplied → straight → premultiplied must not.
  let pixmap = try decodePNG(Fixtures.bytes("rgba8"))
  #expect(pixmap.rgba.enumerated().contains { $0.offset % 4 == 3 && $0.element % 255 != 0 })
  #expect(try decodePNG(encodePNG(pixmap)).rgba == pixmap.rgba)
}

/// A large decoded pixmap takes a kept block of memory without clearing it (libpng writes
/// every byte): a block left full of another image's pixels must not show through.
@Test func decodePNG_intoAKeptBlockLeftDirty_givesExactPixels() throws {
  // 1024 × 600 × 4 bytes is over the 2 MiB from which blocks are mapped and kept.
  let (width, height) = (1024, 600)
  let original = try Pixmap(width: width, height: height)
  original[3, 5] = PremultipliedColor(r: 10, g: 20, b: 30, a: 255)
  original[700, 599] = PremultipliedColor(r: 64, g: 32, b: 0, a: 128)
  let png = try encodePNG(original)
  do {
    let dirty = try Pixmap(
      width: width, height: height, filledWith: PremultipliedColor(r: 9, g: 9, b: 9, a: 9))
    #expect(dirty[0, 0].a == 9)
  }
  #expect(try decodePNG(png).rgba == original.rgba)
}
