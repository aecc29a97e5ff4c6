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

@Test func encodePNG_colorType_choosesTheChannels() throws {
  // A grey ramp with one translucent pixel: every colour type can hold its greys.
  let pixmap = try Pixmap(width: 4, height: 2)
  for x in 0..<4 {
    let level = 60 * UInt8(x)
    for y in 0..<2 { pixmap[x, y] = PremultipliedColor(r: level, g: level, b: level, a: 255) }
  }
  pixmap[1, 1] = PremultipliedColor(r: 30, g: 30, b: 30, a: 128)
  let colourType = { (png: [UInt8]) in chunks(of: png)[0].data[9] }
  // PNG colour types: 0 grey, 2 RGB, 4 grey and alpha, 6 RGBA.
  #expect(colourType(try encodePNG(pixmap, colorType: .grey)) == 0)
  #expect(colourType(try encodePNG(pixmap, colorType: .rgb)) == 2)
  #expect(colourType(try encodePNG(pixmap, colorType: .greyAlpha)) == 4)
  #expect(colourType(try encodePNG(pixmap, colorType: .rgba)) == 6)
  // Grey and alpha keeps every pixel, with either compression (two writers).
  for compression in [PNGCompression.fast, .small] {
    let decoded = try decodePNG(
      try encodePNG(pixmap, colorType: .greyAlpha, compression: compression))
    #expect(decoded.rgba == pixmap.rgba)
  }
  // Grey drops alpha: the translucent pixel comes back as it shows over black, its
  // premultiplied grey 30, opaque.
  let grey = try decodePNG(try encodePNG(pixmap, colorType: .grey))
  #expect(grey[1, 1] == PremultipliedColor(r: 30, g: 30, b: 30, a: 255))
  #expect(grey[3, 0] == pixmap[3, 0])
}

@Test func encodePNG_greyColorTypeForColour_throwsNamingThePixel() throws {
  let pixmap = try opaqueScene()
  #expect {
    try encodePNG(pixmap, colorType: .greyAlpha)
  } throws: { error in
    guard case .notGrey(let x, let y) = error as? PNGError, let first = pixmap.firstColoredPixel
    else { return false }
    return (x, y) == (first.x, first.y)
      && "\(error)" == "cannot write a grey PNG: the pixel at (\(x), \(y)) has colour"
  }
}
