import Foundation

/// An independent reader of the few `hhea`, `OS/2` and `head` fields the metric tests check,
/// straight from the font file's bytes (TrueType collections included).
struct SfntTables {
  let bytes: [UInt8]
  let tableOffsets: [String: Int]

  init(file: String, index: Int = 0) throws {
    bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
    var directory = 0
    if String(decoding: bytes[0..<4], as: UTF8.self) == "ttcf" {
      directory = Int(SfntTables.u32(bytes, 12 + 4 * index))
    }
    let count = Int(SfntTables.u16(bytes, directory + 4))
    var offsets: [String: Int] = [:]
    for t in 0..<count {
      let record = directory + 12 + 16 * t
      let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
      offsets[tag] = Int(SfntTables.u32(bytes, record + 8))
    }
    tableOffsets = offsets
  }

  func int16(_ table: String, _ offset: Int) -> Int {
    Int(Int16(bitPattern: SfntTables.u16(bytes, tableOffsets[table]! + offset)))
  }

  var unitsPerEm: Int { int16("head", 18) }
  var ascender: Int { int16("hhea", 4) }
  var descender: Int { int16("hhea", 6) }
  var lineGap: Int { int16("hhea", 8) }
  var os2Version: Int { int16("OS/2", 0) }
  /// Nil before OS/2 version 2, which added the field.
  var xHeight: Int? { os2Version >= 2 ? int16("OS/2", 86) : nil }
  var capHeight: Int? { os2Version >= 2 ? int16("OS/2", 88) : nil }

  private static func u16(_ b: [UInt8], _ o: Int) -> UInt16 { UInt16(b[o]) << 8 | UInt16(b[o + 1]) }
  private static func u32(_ b: [UInt8], _ o: Int) -> UInt32 {
    UInt32(u16(b, o)) << 16 | UInt32(u16(b, o + 2))
  }
}
