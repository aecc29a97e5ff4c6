import PNGCodec
import Raster
import Testing

/// Every colour type, bit depth and interlacing libpng reads, against pixels worked out by
/// `Fixtures/make_fixtures.py` without libpng.
@Test(arguments: [
  "grey1", "grey2", "grey4", "grey8", "grey16", "grey8_trns", "grey_alpha8", "grey_alpha16",
  "rgb8", "rgb16", "rgb8_trns", "rgba8", "rgba16", "palette1", "palette2", "palette4",
  "palette8", "palette4_trns", "palette8_trns", "rgba8_interlaced", "grey2_interlaced",
])
func decodePNG_fixture_givesPremultipliedPixels(name: String) throws {
  let expected = try Fixtures.expected(name)
  let pixmap = try decodePNG(Fixtures.bytes(name))
  #expect(pixmap.width == expected.width)
  #expect(pixmap.height == expected.height)
  #expect(pixmap.rgba == expected.rgba)
}

@Test func decodePNG_file_readsFixture() throws {
  let path = Fixtures.directory.appendingPathComponent("rgb8.png").path
  #expect(try decodePNG(contentsOf: path).rgba == Fixtures.expected("rgb8").rgba)
}
