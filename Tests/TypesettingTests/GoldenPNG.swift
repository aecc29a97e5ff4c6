import Foundation
import Raster
import Testing

/// Golden images for the Typesetting tests, kept as PNG under `Snapshots/Typesetting/`.
///
/// The test target cannot use PNGCodec yet, so this writes the simplest valid PNG — 8-bit grey
/// or RGB, no filters, zlib "stored" blocks — and compares those bytes: the encoding is fixed,
/// so equal bytes mean equal pixels. Images are drawn on an opaque background.
enum GoldenPNG {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots/Typesetting")

  /// Compares `pixmap` with the golden `name`.png; records a missing golden (and fails, so a
  /// new golden is looked at before it is trusted), or writes the actual image next to the
  /// system's temporary files and fails when they differ.
  static func expectMatch(
    _ pixmap: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = encode(pixmap)
    let golden = directory.appendingPathComponent("\(name).png")
    guard let expected = try? Data(contentsOf: golden),
      ProcessInfo.processInfo.environment["OFFSCREEN_RECORD_SNAPSHOTS"] == nil
    else {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? Data(actual).write(to: golden)
      Issue.record(
        "recorded \(golden.path); look at it, then run again", sourceLocation: sourceLocation)
      return
    }
    guard [UInt8](expected) != actual else { return }
    let failed = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.png")
    try? Data(actual).write(to: failed)
    Issue.record(
      "\(name) differs from \(golden.path); actual: \(failed.path)", sourceLocation: sourceLocation)
  }

  static func encode(_ pixmap: Pixmap) -> [UInt8] {
    var grey = true
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width {
        let p = pixmap[x, y]
        if p.r != p.g || p.g != p.b { grey = false }
      }
    }
    let channels = grey ? 1 : 3
    var raw: [UInt8] = []
    raw.reserveCapacity((pixmap.width * channels + 1) * pixmap.height)
    for y in 0..<pixmap.height {
      raw.append(0)  // filter: none
      for x in 0..<pixmap.width {
        let p = pixmap[x, y]
        raw.append(contentsOf: grey ? [p.r] : [p.r, p.g, p.b])
      }
    }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += bigEndian(UInt32(pixmap.width)) + bigEndian(UInt32(pixmap.height))
    header += [8, grey ? 0 : 2, 0, 0, 0]
    png += chunk("IHDR", header)
    png += chunk("IDAT", storedZlib(raw))
    png += chunk("IEND", [])
    return png
  }

  private static func storedZlib(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, data.count - offset)
      let last: UInt8 = offset + count == data.count ? 1 : 0
      out.append(last)
      out += [
        UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
      ]
      out += data[offset..<offset + count]
      offset += count
    } while offset < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return out + bigEndian(b << 16 | a)
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  private static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
