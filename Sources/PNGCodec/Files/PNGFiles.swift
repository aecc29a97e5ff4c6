import Raster

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Encodes `pixmap` as `encodePNG` does and writes it to `path` with `writeFileAtomically`: the
/// file is either the old one or the whole new PNG, never a part.
/// - Throws: the errors of `encodePNG`, or `PNGError.io` naming the operation, path and `errno`.
package func writePNG(
  _ pixmap: Pixmap, to path: String, compression: PNGCompression = .fast,
  pixelsPerPoint scale: Double? = nil
) throws(PNGError) {
  let bytes = try encodePNG(pixmap, compression: compression, pixelsPerPoint: scale)
  try writeFileAtomically(bytes, to: path)
}

/// The pixmap in the PNG file at `path`, as `decodePNG` gives it.
/// - Throws: `PNGError.io` if the file cannot be read, then the errors of `decodePNG`.
package func decodePNG(contentsOf path: String) throws(PNGError) -> Pixmap {
  try decodePNG(readFile(path))
}

/// Every byte of the file at `path`.
private func readFile(_ path: String) throws(PNGError) -> [UInt8] {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { throw .io(path: path, operation: "open", errno: errno) }
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { continue }
      throw .io(path: path, operation: "read", errno: errno)
    }
    if count == 0 { return bytes }
    bytes.append(contentsOf: chunk[..<count])
  }
}
