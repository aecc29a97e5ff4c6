/// An approximate Gaussian blur of an 8-bit mask: three box blurs per axis, with the box size
/// of the SVG / CSS filter specification, d = ⌊σ·3·√(2π)/4 + 0.5⌋. An odd d uses three centred
/// boxes; an even d uses a box shifted left, one shifted right and one of d + 1 centred, so the
/// result stays symmetric. Each pass costs the same whatever the blur, and sums are exact
/// integers, so the output is deterministic.
struct BoxBlur {
  let size: Int

  init(sigma: Double) {
    let d = (sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)
    size = d.isFinite && d >= 2 ? Int(min(d, 4096)) : 0
  }

  /// Pixels a blurred mask spreads beyond the original on each side.
  var reach: Int {
    guard size > 0 else { return 0 }
    return size % 2 == 1 ? 3 * (size / 2) : 3 * (size / 2) - 1
  }

  /// The (left, right) extents of the three passes.
  private var passes: [(Int, Int)] {
    if size % 2 == 1 {
      let h = size / 2
      return [(h, h), (h, h), (h, h)]
    }
    let h = size / 2
    return [(h, h - 1), (h - 1, h), (h, h)]
  }

  /// Blurs `mask` (width × height bytes, row after row) in place.
  func apply(to mask: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
    guard size > 0, width > 0, height > 0 else { return }
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
    defer { line.deallocate() }
    for (left, right) in passes {
      for y in 0..<height {
        Self.box(mask + y * width, stride: 1, count: width, left: left, right: right, line: line)
      }
      for x in 0..<width {
        Self.box(mask + x, stride: width, count: height, left: left, right: right, line: line)
      }
    }
  }

  /// One box pass along a line: each value becomes the rounded mean of the `left + right + 1`
  /// values around it (zero beyond the ends).
  private static func box(
    _ data: UnsafeMutablePointer<UInt8>, stride: Int, count: Int, left: Int, right: Int,
    line: UnsafeMutablePointer<UInt8>
  ) {
    for i in 0..<count { line[i] = data[i * stride] }
    let width = left + right + 1
    var sum = 0
    for i in 0..<min(right, count) { sum += Int(line[i]) }
    for i in 0..<count {
      let entering = i + right
      if entering < count { sum += Int(line[entering]) }
      let leaving = i - left - 1
      if leaving >= 0 { sum -= Int(line[leaving]) }
      data[i * stride] = UInt8((sum + width / 2) / width)
    }
  }
}
