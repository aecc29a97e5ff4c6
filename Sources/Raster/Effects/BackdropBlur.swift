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
    guard boxes.size > 0, pixmap.width > 0, pixmap.height > 0 else { return }
    let longest = max(pixmap.width, pixmap.height)
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: longest * 4)
    defer { line.deallocate() }
    for (left, right) in boxes.passes {
      for y in 0..<pixmap.height {
        Self.box(
          pixmap.row(y), count: pixmap.width, stride: 4, left: left, right: right, line: line)
      }
      for x in 0..<pixmap.width {
        Self.box(
          pixmap.data + x * 4, count: pixmap.height, stride: pixmap.bytesPerRow, left: left,
          right: right, line: line)
      }
    }
  }

  /// One box pass along a line of `count` pixels `stride` bytes apart: each channel becomes
  /// the rounded mean of the `left + right + 1` values around it, the end pixels repeated.
  private static func box(
    _ data: UnsafeMutablePointer<UInt8>, count: Int, stride: Int, left: Int, right: Int,
    line: UnsafeMutablePointer<UInt8>
  ) {
    for i in 0..<count {
      (line + i * 4).update(from: data + i * stride, count: 4)
    }
    let width = left + right + 1
    let mean = ExactDivision(by: width)
    for channel in 0..<4 {
      func value(_ i: Int) -> Int { Int(line[min(max(i, 0), count - 1) * 4 + channel]) }
      var sum = 0
      for i in -left...right { sum += value(i) }
      for i in 0..<count {
        data[i * stride + channel] = UInt8(
          truncatingIfNeeded: mean.quotient(of: sum + width / 2))
        sum += value(i + right + 1) - value(i - left)
      }
    }
  }
}

extension Canvas {
  /// Blurs what is already drawn under `rect` (device pixels) with a Gaussian of `sigma`
  /// device pixels, through the clip: how a visual effect view frosts its backdrop. The blur
  /// reads the pixels around `rect` too, as far as it reaches, so an edge just outside bleeds
  /// in as it does on iOS; nothing outside `rect` and the clip changes.
  public func blurBackdrop(in rect: IntRect, sigma: Double) {
    let blur = BackdropBlur(sigma: sigma)
    let target = rect.intersection(state.clip.bounds).intersection(surface.bounds)
    guard blur.boxes.size > 0, !target.isEmpty else { return }
    let reach = 3 * blur.boxes.size
    let source = IntRect(
      x: target.x - reach, y: target.y - reach, width: target.width + 2 * reach,
      height: target.height + 2 * reach
    ).intersection(surface.bounds)
    guard let copy = try? Pixmap(width: source.width, height: source.height) else { return }
    for y in 0..<source.height {
      UnsafeMutableRawPointer(copy.row(y)).copyMemory(
        from: surface.pixels(x: source.x, y: source.y + y), byteCount: source.width * 4)
    }
    blur.apply(to: copy)
    save()
    defer { restore() }
    state.clip.intersect(target)
    state.blendMode = .copy
    state.alpha = 1
    state.shadow = nil
    draw(image: copy, atDeviceX: source.x, y: source.y)
  }
}
