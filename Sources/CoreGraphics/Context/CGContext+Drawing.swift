import Raster

extension CGContext {
  /// Fills the current path, then empties it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    fillDevicePath(rule.raster)
    beginPath()
  }

  /// Strokes the current path with the stroke colour and style, then empties it.
  public func strokePath() {
    strokeDevicePath()
    beginPath()
  }

  /// Fills, strokes or both, then empties the path.
  public func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill: fillDevicePath(.nonZero)
    case .eoFill: fillDevicePath(.evenOdd)
    case .stroke: strokeDevicePath()
    case .fillStroke:
      fillDevicePath(.nonZero)
      strokeDevicePath()
    case .eoFillStroke:
      fillDevicePath(.evenOdd)
      strokeDevicePath()
    }
    beginPath()
  }

  private func fillDevicePath(_ rule: FillRule) {
    let ctm = canvas.transform
    canvas.transform = .identity
    canvas.fill(devicePath, rule: rule)
    canvas.transform = ctm
  }

  private func strokeDevicePath() {
    guard let user = userPath else { return }
    canvas.stroke(user)
  }

  // MARK: Rectangles and ellipses (Apple: "the current path is cleared as a side effect")

  /// Fills `rect` with the fill colour.
  public func fill(_ rect: CGRect) {
    canvas.fillRect(rect.raster)
    beginPath()
  }

  /// Fills each rectangle with the fill colour.
  public func fill(_ rects: [CGRect]) {
    for rect in rects { fill(rect) }
  }

  /// Fills the ellipse that fits `rect`.
  public func fillEllipse(in rect: CGRect) {
    var p = Path()
    p.addEllipse(in: rect.raster)
    canvas.fill(p)
    beginPath()
  }

  /// Strokes the outline of `rect` with the current line style.
  public func stroke(_ rect: CGRect) {
    var p = Path()
    p.addRect(rect.raster)
    canvas.stroke(p)
    beginPath()
  }

  /// Strokes `rect` with a line `width` wide (the line width of the state is left as it is).
  public func stroke(_ rect: CGRect, width: CGFloat) {
    let saved = canvas.strokeStyle
    canvas.strokeStyle.width = Double(width)
    stroke(rect)
    canvas.strokeStyle = saved
  }

  /// Strokes the ellipse that fits `rect`.
  public func strokeEllipse(in rect: CGRect) {
    var p = Path()
    p.addEllipse(in: rect.raster)
    canvas.stroke(p)
    beginPath()
  }

  /// Strokes separate segments: points 0–1, 2–3, and so on.
  public func strokeLineSegments(between points: [CGPoint]) {
    var p = Path()
    for i in stride(from: 0, to: points.count - 1, by: 2) {
      p.move(to: points[i].raster)
      p.line(to: points[i + 1].raster)
    }
    canvas.stroke(p)
    beginPath()
  }

  /// Makes `rect` transparent, through the clip.
  public func clear(_ rect: CGRect) {
    canvas.clearRect(rect.raster)
  }

  // MARK: Images

  /// Draws `image` scaled into `rect`, upright in the context's y-up space (its first row at
  /// the top of `rect`); `byTiling` repeats it at its size across the clip instead.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    let r = rect.standardized
    guard r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite else { return }
    if byTiling {
      drawTiles(image, tile: r)
    } else {
      drawUpright(image, in: r)
    }
  }

  private func drawUpright(_ image: CGImage, in r: CGRect) {
    canvas.save()
    canvas.concatenate(Transform.flippingVertically(within: r))
    canvas.draw(image: image.pixmap, in: r.raster)
    canvas.restore()
  }

  /// The most tiles one call draws, so a tiny tile over a large clip cannot hang.
  static let maximumTiles = 65536

  private func drawTiles(_ image: CGImage, tile: CGRect) {
    guard let inverse = canvas.transform.inverted() else { return }
    let clip = canvas.clipBounds
    guard !clip.isEmpty else { return }
    let corners = [
      Point(Double(clip.minX), Double(clip.minY)), Point(Double(clip.maxX), Double(clip.minY)),
      Point(Double(clip.minX), Double(clip.maxY)), Point(Double(clip.maxX), Double(clip.maxY)),
    ].map(inverse.apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let w = Double(tile.width)
    let h = Double(tile.height)
    let i0 = ((xs.min()! - Double(tile.minX)) / w).rounded(.down)
    let i1 = ((xs.max()! - Double(tile.minX)) / w).rounded(.up)
    let j0 = ((ys.min()! - Double(tile.minY)) / h).rounded(.down)
    let j1 = ((ys.max()! - Double(tile.minY)) / h).rounded(.up)
    // Tile indices far from zero (a rect at 1e20) would not fit an Int: draw nothing.
    let limit = Double(1 << 40)
    guard [i0, i1, j0, j1].allSatisfy({ abs($0) < limit }) else { return }
    let (first, last, top, bottom) = (Int(i0), Int(i1), Int(j0), Int(j1))
    guard last > first, bottom > top, (last - first) * (bottom - top) <= CGContext.maximumTiles
    else { return }
    for j in top..<bottom {
      for i in first..<last {
        drawUpright(
          image, in: tile.offsetBy(dx: CGFloat(i) * tile.width, dy: CGFloat(j) * tile.height))
      }
    }
  }

  // MARK: Gradients

  /// Fills the clip with `gradient` along the line from `start` to `end`.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    canvas.drawLinearGradient(
      gradient.raster, start: start.raster, end: end.raster, extend: options.raster)
  }

  /// Fills the clip with `gradient` between two circles.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    canvas.drawRadialGradient(
      gradient.raster, startCenter: startCenter.raster, startRadius: Double(startRadius),
      endCenter: endCenter.raster, endRadius: Double(endRadius), extend: options.raster)
  }
}

extension CGGradientDrawingOptions {
  var raster: GradientExtension { GradientExtension(rawValue: rawValue) }
}

extension CGGradient {
  var raster: Gradient {
    Gradient(stops: stops.map { Gradient.Stop(location: $0.location, color: $0.color) })
  }
}

extension Transform {
  /// Turns `rect` upside down in place: Raster draws an image's first row at the rect's minimum
  /// y, which in a y-up space is the bottom, so images and masks are drawn through this.
  static func flippingVertically(within rect: CGRect) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(rect.minY + rect.maxY))
  }
}
