import Foundation
import PNGCodec
import TestSupport
import Testing

/// Mutated PNG files through the decoder (issue #18): each gives an image or a `PNGError`,
/// never a trap. The mutations reach past the CRC check: a changed chunk gets a fresh CRC, so
/// header fields at their extremes and damaged compressed data reach libpng and zlib.
///
/// `OFFSCREEN_FUZZ_CASES` (default 200) sets how many mutants, `OFFSCREEN_FUZZ_SEED` (default 1)
/// the first seed. A trap ends the test process; the mutant it died on is in
/// `$TMPDIR/offscreen-fuzz-case.png`.
@Test func mutatedPNGs_decodeOrThrow() throws {
  let seeds =
    try [smallPNG()]
    + ["rgba8_interlaced", "palette4_trns", "grey16"].map {
      try [UInt8](Data(contentsOf: fixtureURL($0)))
    }
  let current = FileManager.default.temporaryDirectory.appendingPathComponent(
    "offscreen-fuzz-case.png")
  for seed in fuzzSeeds(defaultCases: 200) {
    var mutator = PNGMutator(seed: seed)
    let png = mutator.mutate(seeds[Int(seed % UInt64(seeds.count))])
    try Data(png).write(to: current)
    do {
      let image = try decodePNG(png)
      #expect(image.width > 0 && image.height > 0, "seed \(seed)")
    } catch {
      // Any PNGError is a clear answer; the typed throw allows no other.
    }
  }
  try? FileManager.default.removeItem(at: current)
}

private func fixtureURL(_ name: String) -> URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/\(name).png")
}

/// Structure-aware PNG mutations from a seed.
struct PNGMutator {
  private var random: SeededGenerator

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  private mutating func next() -> UInt64 { random.next() }

  private mutating func below(_ n: Int) -> Int { random.below(n) }

  /// `png` with one to four of: a chunk's byte changed, a header field at an extreme, a
  /// chunk dropped, duplicated or cut short, bytes appended; CRCs fixed unless the mutation
  /// is of a CRC.
  mutating func mutate(_ png: [UInt8]) -> [UInt8] {
    var chunks = chunks(of: png)
    for _ in 0..<1 + below(4) where !chunks.isEmpty {
      let index = below(chunks.count)
      switch below(7) {
      case 0:
        if !chunks[index].data.isEmpty {
          chunks[index].data[below(chunks[index].data.count)] = UInt8(truncatingIfNeeded: next())
        }
      case 1:
        // IHDR: width, height, bit depth, colour type, compression, filter, interlace.
        if let header = chunks.firstIndex(where: { $0.type == "IHDR" }),
          chunks[header].data.count == 13
        {
          let extremes: [UInt32] = [0, 1, 0x7FFF_FFFF, 0xFFFF_FFFF, 1 << 16, 100_000]
          let field = below(2) * 4
          let value = extremes[below(extremes.count)]
          for k in 0..<4 {
            chunks[header].data[field + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k))
          }
          if below(2) == 0 { chunks[header].data[8 + below(5)] = UInt8(below(20)) }
        }
      case 2: chunks.remove(at: index)
      case 3: chunks.insert(chunks[index], at: index)
      case 4:
        chunks[index].data = Array(chunks[index].data.prefix(below(chunks[index].data.count + 1)))
      case 5:
        chunks[index].type = ["IHDR", "PLTE", "tRNS", "IDAT", "IEND", "zzZz", "gAMA"][below(7)]
      default: chunks[index].data += (0..<below(64)).map { _ in UInt8(truncatingIfNeeded: next()) }
      }
    }
    var out = Array(png.prefix(8))
    for chunk in chunks {
      let type = Array(chunk.type.utf8.prefix(4))
      out += bigEndianBytes(UInt32(chunk.data.count)) + type + chunk.data
      out += bigEndianBytes(crc32(type + chunk.data))
    }
    return out
  }
}

private func bigEndianBytes(_ value: UInt32) -> [UInt8] {
  [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
}

/// PNG's CRC (ISO 3309), bit by bit: the fuzzer's mutants are small.
private func crc32(_ bytes: [UInt8]) -> UInt32 {
  var crc: UInt32 = 0xFFFF_FFFF
  for byte in bytes {
    crc ^= UInt32(byte)
    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
  }
  return ~crc
}
