import PNGCodec
import Raster
import Testing

@Test func encodePNG_always_writesSRGBChunkBeforeImageData() throws {
  let png = try encodePNG(opaqueScene())
  let types = chunks(of: png).map(\.type)
  #expect(types.first == "IHDR")
  #expect(types.last == "IEND")
  let sRGB = try #require(types.firstIndex(of: "sRGB"))
  #expect(sRGB < types.firstIndex(of: "IDAT")!)
  #expect(chunks(of: png)[sRGB].data == [0])  // rendering intent: perceptual
}

/// Scale × 72 pixels per inch in pixels per metre (1 inch = 0.0254 m), worked out by hand:
/// 1 → 2834.6 → 2835, 2 → 5669.3 → 5669, 3 → 8503.9 → 8504.
@Test(arguments: [(1.0, 2835), (2.0, 5669), (3.0, 8504)])
func encodePNG_withScale_writesPHYsInPixelsPerMetre(scale: Double, density: Int) throws {
  let png = try encodePNG(opaqueScene(), pixelsPerPoint: scale)
  let pHYs = try #require(chunks(of: png).first { $0.type == "pHYs" })
  #expect(pHYs.data.count == 9)
  #expect(bigEndian(pHYs.data, at: 0) == density)
  #expect(bigEndian(pHYs.data, at: 4) == density)
  #expect(pHYs.data[8] == 1)  // unit: metre
}

@Test func encodePNG_withoutScale_writesNoPHYs() throws {
  #expect(!chunks(of: try encodePNG(opaqueScene())).contains { $0.type == "pHYs" })
}

@Test(arguments: [0, -2, .nan, .infinity, 1e9])
func encodePNG_invalidScale_throwsInvalidScale(scale: Double) throws {
  #expect {
    try encodePNG(opaqueScene(), pixelsPerPoint: scale)
  } throws: { error in
    guard case .invalidScale = error as? PNGError else { return false }
    return true
  }
}

@Test func encodePNG_opaquePixmap_writesRGB_andTranslucentOne_RGBA() throws {
  let pixmap = try opaqueScene()
  let colourType = { (png: [UInt8]) in chunks(of: png)[0].data[9] }
  #expect(colourType(try encodePNG(pixmap)) == 2)
  pixmap[3, 4] = PremultipliedColor(r: 0, g: 0, b: 0, a: 254)
  #expect(colourType(try encodePNG(pixmap)) == 6)
}
