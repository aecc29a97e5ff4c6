import Raster

/// What a walk over a PNG's chunks learns before libpng sees the bytes: that the signature is
/// there, that every chunk up to IEND is complete, the size IHDR declares, and that the image data
/// is long enough to hold that size.
///
/// libpng would fail on all of these too, but its messages cannot tell a cut-off file from a
/// damaged one, its size limit is not the pixmap's, and it would fail on too little image data
/// only after the pixmap, up to a gigabyte, had been allocated.
struct ChunkLayout {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  static let criticalChunks: Set<String> = ["IHDR", "PLTE", "IDAT", "IEND"]
  /// Deflate's greatest compression ratio: a 258-byte match in as little as 2 bits.
  static let greatestDeflateRatio = 1032

  let width: Int
  let height: Int

  /// - Throws: `PNGError.notPNG`, `.truncated`, `.corrupt` for a malformed chunk or too little
  ///   image data, `.unsupported` for an unknown critical chunk, `.tooLarge`.
  init(_ bytes: UnsafeRawBufferPointer) throws(PNGError) {
    let prefix = min(bytes.count, Self.signature.count)
    guard prefix > 0, bytes.prefix(prefix).elementsEqual(Self.signature.prefix(prefix)) else {
      throw .notPNG
    }
    var offset = Self.signature.count
    var header: Int?  // where IHDR's data starts
    var imageDataBytes = 0
    while true {
      guard bytes.count - offset >= 12 else { throw .truncated }
      let length = Self.bigEndian(bytes, at: offset)
      let type = try Self.chunkType(bytes, at: offset + 4)
      guard length <= Int(Int32.max) else { throw .corrupt("\(type): chunk length too large") }
      guard bytes.count - offset - 12 >= length else { throw .truncated }
      if header == nil {
        guard type == "IHDR", length == 13 else {
          throw .corrupt("the first chunk is \(type), not a 13-byte IHDR")
        }
        header = offset + 8
      }
      if type == "IEND" { break }
      if type == "IDAT" { imageDataBytes += length }
      // A chunk whose type starts with a capital letter is critical: a decoder must not skip it.
      if type.first!.isUppercase, !Self.criticalChunks.contains(type) {
        throw .unsupported("unknown critical chunk \(type)")
      }
      offset += 12 + length
    }
    width = Self.bigEndian(bytes, at: header!)
    height = Self.bigEndian(bytes, at: header! + 4)
    guard !Pixmap.exceedsLimits(width: width, height: height) else {
      throw .tooLarge(width: width, height: height)
    }
    // The filtered rows without interlacing, the least data the image can have.
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(bytes[header! + 9])] ?? 1
    let bitsPerPixel = Int(bytes[header! + 8]) * channels
    let rowBytes = 1 + (width * bitsPerPixel + 7) / 8
    guard rowBytes * height <= imageDataBytes * Self.greatestDeflateRatio else {
      throw .corrupt("\(imageDataBytes) bytes of image data cannot hold \(width)×\(height) pixels")
    }
  }

  private static func bigEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  /// The four ASCII letters naming the chunk at `offset`.
  private static func chunkType(
    _ bytes: UnsafeRawBufferPointer, at offset: Int
  ) throws(PNGError) -> String {
    let letters = bytes[offset..<offset + 4]
    guard letters.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
      throw .corrupt("invalid chunk type at byte \(offset)")
    }
    return String(decoding: letters, as: UTF8.self)
  }
}
