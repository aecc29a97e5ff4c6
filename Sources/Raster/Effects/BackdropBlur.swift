/// An approximate Gaussian blur of premultiplied RGBA pixels, for a backdrop: the same three
/// box passes per axis as ``BoxBlur``, on the four channels of each pixel, with the pixels at
/// the ends repeated beyond them instead of zeros, so the blurred edge of what was drawn stays
/// as opaque as it was instead of fading.
struct BackdropBlur {
  let boxes: BoxBlur

  init(sigma: Double) {
    boxes = BoxBlur(sigma: sigma)
  }

  /// Blurs `pixmap` in place.
  func apply(to pixmap: Pixmap) {
    let width = pixmap.width
    let height = pixmap.height
    guard boxes.size > 0, width > 0, height > 0 else { return }
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4)
    defer { line.deallocate() }
    let original = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4 * height)
    defer { original.deallocate() }
    let sums = UnsafeMutablePointer<Int>.allocate(capacity: width * 4)
    defer { sums.deallocate() }
    for (left, right) in boxes.passes {
      for y in 0..<height {
        Self.boxRow(pixmap.row(y), count: width, left: left, right: right, line: line)
      }
      Self.boxColumns(pixmap, left: left, right: right, original: original, sums: sums)
    }
  }

  /// One box pass along a row of `count` pixels: each channel becomes the rounded mean of the
  /// `left + right + 1` values around it, the end pixels repeated beyond the ends.
  private static func boxRow(
    _ data: UnsafeMutablePointer<UInt8>, count: Int, left: Int, right: Int,
    line: UnsafeMutablePointer<UInt8>
  ) {
    line.update(from: data, count: count * 4)
    let boxWidth = left + right + 1
    let mean = ExactDivision(by: boxWidth)
    let last = count - 1
    var s0 = 0
    var s1 = 0
    var s2 = 0
    var s3 = 0
    for i in -left...right {
      let p = line + min(max(i, 0), last) * 4
      s0 += Int(p[0])
      s1 += Int(p[1])
      s2 += Int(p[2])
      s3 += Int(p[3])
    }
    let half = boxWidth / 2
    for i in 0..<count {
      let out = data + i * 4
      out[0] = UInt8(truncatingIfNeeded: mean.quotient(of: s0 + half))
      out[1] = UInt8(truncatingIfNeeded: mean.quotient(of: s1 + half))
      out[2] = UInt8(truncatingIfNeeded: mean.quotient(of: s2 + half))
      out[3] = UInt8(truncatingIfNeeded: mean.quotient(of: s3 + half))
      let entering = line + min(i + right + 1, last) * 4
      let leaving = line + max(i - left, 0) * 4
      s0 += Int(entering[0]) - Int(leaving[0])
      s1 += Int(entering[1]) - Int(leaving[1])
      s2 += Int(entering[2]) - Int(leaving[2])
      s3 += Int(entering[3]) - Int(leaving[3])
    }
  }

  /// The same pass down every column at once, row by row, reading memory in order: a sum per
  /// channel of every column, the top and bottom rows repeated beyond the ends.
  private static func boxColumns(
    _ pixmap: Pixmap, left: Int, right: Int, original: UnsafeMutablePointer<UInt8>,
    sums: UnsafeMutablePointer<Int>
  ) {
    let bytes = pixmap.width * 4
    let height = pixmap.height
    for y in 0..<height {
      (original + y * bytes).update(from: pixmap.row(y), count: bytes)
    }
    let boxWidth = left + right + 1
    let mean = ExactDivision(by: boxWidth)
    let half = boxWidth / 2
    let last = height - 1
    sums.update(repeating: 0, count: bytes)
    for y in -left...right {
      let row = original + min(max(y, 0), last) * bytes
      for x in 0..<bytes { sums[x] += Int(row[x]) }
    }
    for y in 0..<height {
      let out = pixmap.row(y)
      for x in 0..<bytes {
        out[x] = UInt8(truncatingIfNeeded: mean.quotient(of: sums[x] + half))
      }
      let entering = original + min(y + right + 1, last) * bytes
      let leaving = original + max(y - left, 0) * bytes
      for x in 0..<bytes { sums[x] += Int(entering[x]) - Int(leaving[x]) }
    }
  }
}

extension Canvas {
  /// Blurs what is already drawn under `rect` (device pixels) with a Gaussian of `sigma`
  /// device pixels, through the clip: how a visual effect view frosts its backdrop. The blur
  /// reads the pixels around `rect` too, as far as it reaches, so an edge just outside bleeds
  /// in as it does on iOS; nothing outside `rect` and the clip changes.
  ///
  /// A wide blur is made at a reduced size, blocks of pixels averaged, and stretched back
  /// bilinearly, as GPUs frost backdrops: what a σ of more than a few pixels leaves has no
  /// detail the reduction could lose, and the cost falls with the square of the reduction.
  public func blurBackdrop(in rect: IntRect, sigma: Double) {
    let target = rect.intersection(state.clip.bounds).intersection(surface.bounds)
    guard sigma.isFinite, BoxBlur(sigma: sigma).size > 0, !target.isEmpty else { return }
    let factor = max(1, Int(min(sigma / Self.reducedSigma, 64)))
    let blur = BackdropBlur(sigma: sigma / Double(factor))
    let reach = 3 * blur.boxes.size * factor
    let source = IntRect(
      x: target.x - reach, y: target.y - reach, width: target.width + 2 * reach,
      height: target.height + 2 * reach
    ).intersection(surface.bounds)
    guard let reduced = reducedCopy(of: source, by: factor) else { return }
    blur.apply(to: reduced)
    guard
      let frosted = Self.enlarged(reduced, by: factor, to: target, from: (source.x, source.y))
    else { return }
    save()
    defer { restore() }
    state.clip.intersect(target)
    // Over an opaque backdrop, drawing over it replaces it as copying does, and far faster.
    state.blendMode = Self.isOpaque(reduced) ? .normal : .copy
    state.alpha = 1
    state.shadow = nil
    draw(image: frosted, atDeviceX: target.x, y: target.y)
  }

  /// The pixels of `target` from `reduced`, whose pixel (i, j) is the block of `factor` ×
  /// `factor` pixels from `origin`, interpolated bilinearly between block centres (the edge
  /// blocks repeated beyond them), in fixed point.
  private static func enlarged(
    _ reduced: Pixmap, by factor: Int, to target: IntRect, from origin: (x: Int, y: Int)
  ) -> Pixmap? {
    guard let out = try? Pixmap(width: target.width, height: target.height) else { return nil }
    /// For each device coordinate: the two reduced pixels around it and the second's weight
    /// out of 256.
    func taps(_ start: Int, _ count: Int, _ origin: Int, _ limit: Int) -> [(Int, Int, Int)] {
      (0..<count).map { index in
        let u = (Double(start + index - origin) + 0.5) / Double(factor) - 0.5
        let floor = u.rounded(.down)
        let i0 = min(max(Int(floor), 0), limit - 1)
        let i1 = min(max(Int(floor) + 1, 0), limit - 1)
        return (i0, i1, Int(((u - floor) * 256).rounded()))
      }
    }
    let columns = taps(target.x, target.width, origin.x, reduced.width)
    let rows = taps(target.y, target.height, origin.y, reduced.height)
    let bytes = target.width * 4
    let upper = UnsafeMutablePointer<Int>.allocate(capacity: bytes)
    let lower = UnsafeMutablePointer<Int>.allocate(capacity: bytes)
    defer {
      upper.deallocate()
      lower.deallocate()
    }
    /// A reduced row stretched to the target's width, in 1/256ths.
    func stretch(_ row: Int, into line: UnsafeMutablePointer<Int>) {
      let pixels = reduced.row(row)
      for (x, (i0, i1, weight)) in columns.enumerated() {
        let a = pixels + i0 * 4
        let b = pixels + i1 * 4
        let o = line + x * 4
        o[0] = Int(a[0]) * (256 - weight) + Int(b[0]) * weight
        o[1] = Int(a[1]) * (256 - weight) + Int(b[1]) * weight
        o[2] = Int(a[2]) * (256 - weight) + Int(b[2]) * weight
        o[3] = Int(a[3]) * (256 - weight) + Int(b[3]) * weight
      }
    }
    var stretched = (-1, -1)
    for (y, (j0, j1, weight)) in rows.enumerated() {
      if stretched != (j0, j1) {
        stretch(j0, into: upper)
        stretch(j1, into: lower)
        stretched = (j0, j1)
      }
      let row = out.row(y)
      for x in 0..<bytes {
        row[x] = UInt8(
          truncatingIfNeeded: (upper[x] * (256 - weight) + lower[x] * weight + 32768) >> 16)
      }
    }
    return out
  }

  private static func isOpaque(_ pixmap: Pixmap) -> Bool {
    (0..<pixmap.height).allSatisfy { y in
      let row = pixmap.row(y)
      return (0..<pixmap.width).allSatisfy { row[$0 * 4 + 3] == 255 }
    }
  }

  /// The σ, in pixels, a wide blur is reduced to.
  private static let reducedSigma = 4.0

  /// The surface's pixels in `area`, each `factor` × `factor` block averaged into one pixel
  /// (the blocks of the last row and column hold what is left).
  private func reducedCopy(of area: IntRect, by factor: Int) -> Pixmap? {
    let width = (area.width + factor - 1) / factor
    let height = (area.height + factor - 1) / factor
    guard let reduced = try? Pixmap(width: width, height: height) else { return nil }
    let sums = UnsafeMutablePointer<Int>.allocate(capacity: width * 4)
    defer { sums.deallocate() }
    for row in 0..<height {
      sums.update(repeating: 0, count: width * 4)
      let top = area.y + row * factor
      let rows = min(factor, area.maxY - top)
      for y in top..<(top + rows) {
        let pixels = UnsafeMutableRawPointer(surface.pixels(x: area.x, y: y))
          .assumingMemoryBound(to: UInt8.self)
        for x in 0..<area.width {
          let sum = sums + (x / factor) * 4
          let pixel = pixels + x * 4
          sum[0] += Int(pixel[0])
          sum[1] += Int(pixel[1])
          sum[2] += Int(pixel[2])
          sum[3] += Int(pixel[3])
        }
      }
      let out = reduced.row(row)
      for column in 0..<width {
        let count = rows * min(factor, area.width - column * factor)
        for channel in 0..<4 {
          let sum = sums[column * 4 + channel]
          out[column * 4 + channel] = UInt8(truncatingIfNeeded: (sum + count / 2) / count)
        }
      }
    }
    return reduced
  }
}
