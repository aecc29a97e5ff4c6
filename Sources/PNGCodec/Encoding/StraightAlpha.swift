import Raster

// PNG stores straight alpha and a pixmap premultiplied alpha. Both conversions round to
// nearest, so premultiplying the straight copy of a pixmap gives back the same bytes.

extension Pixmap {
  /// Whether every pixel has alpha 255, when its premultiplied bytes are already straight.
  var isOpaque: Bool {
    (0..<height).allSatisfy(isOpaque(row:))
  }

  /// Whether every pixel of row `y` has alpha 255: one AND over whole pixels, which the
  /// compiler vectorises, then one test.
  private func isOpaque(row y: Int) -> Bool {
    let pixels = UnsafeRawPointer(row(y))
    var all: UInt32 = 0xFFFF_FFFF
    for x in 0..<width {
      all &= pixels.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
    }
    return all.littleEndian >> 24 == 255
  }

  /// Rows of straight-alpha RGBA, `width * 4` bytes each, that the caller deallocates.
  func straightAlphaCopy() -> UnsafeMutablePointer<UInt8> {
    let rowBytes = width * 4
    let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
    straightComponents.withUnsafeBufferPointer { table in
      for y in 0..<height {
        let source = row(y)
        let target = copy + y * rowBytes
        for offset in stride(from: 0, to: rowBytes, by: 4) {
          let alpha = Int(source[offset + 3])
          for channel in 0..<3 {
            target[offset + channel] = table[alpha << 8 | Int(source[offset + channel])]
          }
          target[offset + 3] = UInt8(alpha)
        }
      }
    }
    return copy
  }

  /// Turns straight-alpha pixels, as libpng decodes them, into premultiplied ones in place.
  func premultiplyInPlace() {
    // Most rows of a screen are opaque: those are tested whole and left as they are.
    for y in 0..<height where !isOpaque(row: y) {
      let pixels = row(y)
      for offset in stride(from: 0, to: width * 4, by: 4) {
        let alpha = pixels[offset + 3]
        guard alpha != 255 else { continue }
        for channel in 0..<3 {
          pixels[offset + channel] = premultiply(pixels[offset + channel], alpha: alpha)
        }
      }
    }
  }
}

/// `unpremultiply` of every (alpha, component) pair, at `alpha << 8 | component`: a lookup
/// costs far less than the division, which would otherwise dominate encoding a translucent image.
private let straightComponents: [UInt8] = (0..<65536).map {
  unpremultiply(UInt8($0 & 255), alpha: UInt8($0 >> 8))
}

/// `round(component * 255 / alpha)`, at most 255; 0 where alpha is 0.
@inline(__always)
func unpremultiply(_ component: UInt8, alpha: UInt8) -> UInt8 {
  switch alpha {
  case 0: return 0
  case 255: return component
  default:
    let a = UInt32(alpha)
    return UInt8(min((UInt32(component) * 255 + a / 2) / a, 255))
  }
}

/// `round(component * alpha / 255)`.
@inline(__always)
func premultiply(_ component: UInt8, alpha: UInt8) -> UInt8 {
  // Exact for every product up to 255 * 255: (t + t / 256) / 256 with t = x + 128 rounds x / 255.
  let t = UInt32(component) * UInt32(alpha) + 128
  return UInt8((t + (t >> 8)) >> 8)
}
