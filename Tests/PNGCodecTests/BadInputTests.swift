import PNGCodec
import Raster
import TestSupport
import Testing

/// A small valid PNG with alpha, a palette-free colour type and several chunks.
func smallPNG() throws -> [UInt8] {
  let pixmap = try Pixmap(width: 6, height: 5)
  pixmap.fill(with: PremultipliedColor(r: 40, g: 80, b: 120, a: 200))
  pixmap[2, 3] = PremultipliedColor.white
  return try encodePNG(pixmap, pixelsPerPoint: 2)
}

@Test(arguments: [[], Array("GIF89a and more".utf8), [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0]])
func decodePNG_withoutSignature_throwsNotPNG(bytes: [UInt8]) {
  #expect(throws: PNGError.notPNG) { try decodePNG(bytes) }
}

@Test func decodePNG_everyProperPrefix_throwsTruncated() throws {
  let png = try smallPNG()
  for length in 1..<png.count {
    #expect(throws: PNGError.truncated) { try decodePNG(Array(png.prefix(length))) }
  }
}

@Test func decodePNG_imageDataWithWrongCRC_throwsCorruptWithLibPNGMessage() throws {
  var png = try smallPNG()
  var offset = 8
  while String(decoding: png[offset + 4..<offset + 8], as: UTF8.self) != "IDAT" {
    offset += 12 + bigEndian(png, at: offset)
  }
  png[offset + 8 + bigEndian(png, at: offset)] ^= 0x55  // the first byte of the IDAT's CRC
  #expect {
    try decodePNG(png)
  } throws: { error in
    guard case .corrupt(let message) = error as? PNGError else { return false }
    return message.contains("CRC")
  }
}

@Test func decodePNG_unknownCriticalChunk_throwsUnsupported() throws {
  #expect(throws: PNGError.unsupported("unknown critical chunk XYZw")) {
    try decodePNG(Fixtures.bytes("unknown_critical_chunk"))
  }
}

@Test func decodePNG_widerThanAPixmap_throwsTooLarge() throws {
  #expect(throws: PNGError.tooLarge(width: 16385, height: 1)) {
    try decodePNG(Fixtures.bytes("too_large"))
  }
}

@Test func decodePNG_sizeFarBeyondItsImageData_throwsCorruptBeforeAllocating() throws {
  // 16384 × 16385 filtered bytes cannot come from the few bytes of IDAT the file holds.
  #expect {
    try decodePNG(Fixtures.bytes("image_data_too_short"))
  } throws: { error in
    guard case .corrupt(let message) = error as? PNGError else { return false }
    return message.contains("16384×16384")
  }
}

@Test func decodePNG_randomlyFlippedBytes_throwsOrDecodesWithoutCrashing() throws {
  let png = try smallPNG()
  var random = SeededGenerator(seed: 2026)
  var failures = 0
  for _ in 0..<2000 {
    var damaged = png
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      damaged[Int.random(in: 0..<damaged.count, using: &random)] ^= UInt8.random(
        in: 1...255, using: &random)
    }
    do {
      let pixmap = try decodePNG(damaged)
      #expect(pixmap.width * pixmap.height > 0)
    } catch {
      failures += 1
    }
  }
  // Most flips break a critical chunk or its CRC; the count proves the damage reached the
  // decoder (flips in ancillary chunks are only warnings, so some images still decode).
  #expect(failures > 1000)
}
