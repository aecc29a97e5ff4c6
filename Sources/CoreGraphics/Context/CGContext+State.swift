import Raster

extension CGContext {
  // MARK: Graphics state

  /// Pushes a copy of the graphics state (transform, clip, colours, line style…).
  public func saveGState() {
    canvas.save()
  }

  /// Pops the graphics state saved by the matching `saveGState()`.
  public func restoreGState() {
    canvas.restore()
  }

  // MARK: Transform

  /// The current transformation matrix: user space to the context's base space.
  public var ctm: CGAffineTransform {
    CGAffineTransform(canvas.transform.concatenating(base.inverted()!))
  }

  /// User space to device pixels (y down from the top row).
  public var userSpaceToDeviceSpaceTransform: CGAffineTransform {
    CGAffineTransform(canvas.transform)
  }

  /// Applies `transform` to user space, before the current transformation matrix.
  public func concatenate(_ transform: CGAffineTransform) {
    canvas.concatenate(transform.raster)
  }

  /// Moves the origin of user space by `x`, `y`.
  public func translateBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(translationX: x, y: y))
  }

  /// Scales user space by `x`, `y`.
  public func scaleBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(scaleX: x, y: y))
  }

  /// Rotates user space by `angle` radians.
  public func rotate(by angle: CGFloat) {
    concatenate(CGAffineTransform(rotationAngle: angle))
  }

  // MARK: Colours

  /// Sets the colour used to fill.
  public func setFillColor(_ color: CGColor) {
    canvas.fillPaint = .color(color.raster)
  }

  /// Sets the fill colour from sRGB components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Sets the fill colour to a grey.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    setFillColor(CGColor(gray: gray, alpha: alpha))
  }

  /// Sets the colour used to stroke.
  public func setStrokeColor(_ color: CGColor) {
    canvas.strokePaint = .color(color.raster)
  }

  /// Sets the stroke colour from sRGB components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Sets the stroke colour to a grey.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(gray: gray, alpha: alpha))
  }

  /// Global alpha, multiplied into everything drawn.
  public func setAlpha(_ alpha: CGFloat) {
    canvas.alpha = Double(alpha)
  }

  /// Sets how drawing is composited with what is already in the context.
  public func setBlendMode(_ mode: CGBlendMode) {
    canvas.blendMode = mode.raster
  }

  // MARK: Stroke style

  /// Sets the width of stroked lines, in user-space units.
  public func setLineWidth(_ width: CGFloat) {
    canvas.strokeStyle.width = Double(width)
  }

  /// Sets how the open ends of stroked lines are drawn.
  public func setLineCap(_ cap: CGLineCap) {
    canvas.strokeStyle.cap = cap.raster
  }

  /// Sets how stroked segments are joined at corners.
  public func setLineJoin(_ join: CGLineJoin) {
    canvas.strokeStyle.join = join.raster
  }

  /// Sets the limit past which a mitred join is drawn bevelled.
  public func setMiterLimit(_ limit: CGFloat) {
    canvas.strokeStyle.miterLimit = Double(limit)
  }

  /// Dashes of alternating painted and unpainted lengths, starting `phase` into the pattern;
  /// an empty `lengths` strokes solid.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    canvas.strokeStyle.dashes = lengths.map(Double.init)
    canvas.strokeStyle.dashPhase = Double(phase)
  }

  /// Accepted for source compatibility: curves are always flattened finely enough for the
  /// device.
  public func setFlatness(_ flatness: CGFloat) {}

  // MARK: Quality

  /// How smoothly images are resampled when drawn scaled.
  public var interpolationQuality: CGInterpolationQuality {
    get { CGInterpolationQuality(canvas.interpolationQuality) }
    set { canvas.interpolationQuality = newValue.raster }
  }

  /// Whether edges are anti-aliased (part of the graphics state); has an effect only while
  /// `setAllowsAntialiasing` allows it.
  public func setShouldAntialias(_ should: Bool) {
    canvas.shouldAntialias = should && allowsAntialiasing
  }

  /// Whether anti-aliasing may be used at all (not part of the graphics state).
  ///
  /// Divergence: allowing it again does not bring back a `setShouldAntialias(true)` made while
  /// it was disallowed; call `setShouldAntialias` again.
  public func setAllowsAntialiasing(_ allows: Bool) {
    allowsAntialiasing = allows
    if !allows { canvas.shouldAntialias = false }
  }

  // MARK: Shadow

  /// A shadow beneath everything drawn from now on. `offset` and `blur` are in base space
  /// (pixels; y up in a raw bitmap context, y down in UIKit's), unaffected by the CTM; a nil
  /// colour turns shadows off.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    guard let color else {
      canvas.shadow = nil
      return
    }
    let down = baseSpaceIsTopDown ? Double(offset.height) : -Double(offset.height)
    let deviceOffset = Point(x: Double(offset.width), y: down)
    canvas.shadow = Shadow(offset: deviceOffset, blur: Double(blur), color: color.raster)
  }

  /// A shadow in black at one third alpha, CoreGraphics' default shadow colour.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
  }
}
