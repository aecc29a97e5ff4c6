/// The chunks of a PNG, read with no help from the code under test: a type and its data each.
func chunks(of png: [UInt8]) -> [(type: String, data: [UInt8])] {
  var result: [(String, [UInt8])] = []
  var offset = 8
  while offset + 12 <= png.count {
    let length = bigEndian(png, at: offset)
    let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
    result.append((type, Array(png[offset + 8..<offset + 8 + length])))
    offset += 12 + length
  }
  return result
}

func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
  bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
}
