import CoreGraphics

/// The pictures of the built-in demo, one per feature of the drawing engine. Each is also a
/// golden image under `Snapshots/Gallery/`, so the demo is tested pixel for pixel.
enum EngineGallery {
  static let cases: [GalleryCase] = [
    GalleryCase(name: "fill-rules", draw: fillRules),
    GalleryCase(name: "antialiasing", draw: antialiasing),
    GalleryCase(name: "rounded-corners", draw: roundedCorners),
    GalleryCase(name: "line-caps", draw: lineCaps),
    GalleryCase(name: "line-joins", draw: lineJoins),
    GalleryCase(name: "dashes", draw: dashes),
    GalleryCase(name: "hairlines", draw: hairlines),
    GalleryCase(name: "linear-gradients", draw: linearGradients),
    GalleryCase(name: "radial-gradients", draw: radialGradients),
    GalleryCase(name: "image-interpolation", draw: imageInterpolation),
    GalleryCase(name: "clipping", draw: clipping),
    GalleryCase(name: "blend-modes", draw: blendModes),
    GalleryCase(name: "transparency-layers", draw: transparencyLayers),
    GalleryCase(name: "shadows", draw: shadows),
    GalleryCase(name: "transforms", draw: transforms),
    GalleryCase(name: "arcs", draw: arcs),
  ]

  static let blue = CGColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
  static let orange = CGColor(red: 1.0, green: 0.58, blue: 0.0, alpha: 1)
  static let green = CGColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
  static let red = CGColor(red: 1.0, green: 0.23, blue: 0.19, alpha: 1)
  static let purple = CGColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1)
  static let ink = CGColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)

  /// A five-pointed star through every second vertex, so its middle winds twice.
  static func star(center: CGPoint, radius: CGFloat) -> CGPath {
    let path = CGMutablePath()
    for i in 0..<5 {
      let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * CGFloat.pi / 5
      let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    return path
  }

  static func fillRules(_ c: CGContext) {
    c.setFillColor(blue)
    c.addPath(star(center: CGPoint(x: 52, y: 100), radius: 46))
    c.fillPath(using: .winding)
    c.setFillColor(orange)
    c.addPath(star(center: CGPoint(x: 148, y: 100), radius: 46))
    c.fillPath(using: .evenOdd)
  }

  static func antialiasing(_ c: CGContext) {
    c.setFillColor(ink)
    for i in 0..<6 {
      let r = CGFloat(i) * 1.7 + 1.5
      c.fillEllipse(in: CGRect(x: 20 + CGFloat(i) * 29 - r, y: 30 - r, width: 2 * r, height: 2 * r))
    }
    c.setFillColor(blue)
    for i in 0..<8 {
      c.saveGState()
      c.translateBy(x: 100, y: 125)
      c.rotate(by: CGFloat(i) * .pi / 8)
      c.fill(CGRect(x: 8, y: -1.5, width: 62, height: 3))
      c.restoreGState()
    }
  }

  static func roundedCorners(_ c: CGContext) {
    // Circular corners of growing radius, then elliptical ones (corner width ≠ height).
    let radii: [CGFloat] = [0, 8, 20, 40]
    for (i, r) in radii.enumerated() {
      c.setFillColor(i.isMultiple(of: 2) ? orange : blue)
      let rect = CGRect(x: 12 + CGFloat(i) * 46, y: 20, width: 40, height: 80)
      c.addPath(CGPath(roundedRect: rect, cornerWidth: r / 2, cornerHeight: r / 2, transform: nil))
      c.fillPath()
    }
    c.setStrokeColor(purple)
    c.setLineWidth(4)
    c.addPath(
      CGPath(
        roundedRect: CGRect(x: 20, y: 120, width: 160, height: 60), cornerWidth: 40,
        cornerHeight: 20, transform: nil))
    c.strokePath()
  }

  static func lineCaps(_ c: CGContext) {
    let caps: [CGLineCap] = [.butt, .round, .square]
    for (i, cap) in caps.enumerated() {
      let y = 45 + CGFloat(i) * 55
      c.setStrokeColor(blue)
      c.setLineWidth(22)
      c.setLineCap(cap)
      c.strokeLineSegments(between: [CGPoint(x: 50, y: y), CGPoint(x: 150, y: y)])
      c.setStrokeColor(red)
      c.setLineWidth(1)
      c.setLineCap(.butt)
      c.strokeLineSegments(between: [
        CGPoint(x: 50, y: y - 20), CGPoint(x: 50, y: y + 20),
        CGPoint(x: 150, y: y - 20), CGPoint(x: 150, y: y + 20),
      ])
    }
  }

  static func lineJoins(_ c: CGContext) {
    let joins: [CGLineJoin] = [.miter, .round, .bevel]
    c.setStrokeColor(green)
    c.setLineWidth(14)
    for (i, join) in joins.enumerated() {
      let y = 30 + CGFloat(i) * 58
      c.setLineJoin(join)
      c.addLines(between: [
        CGPoint(x: 25, y: y + 35), CGPoint(x: 70, y: y), CGPoint(x: 115, y: y + 35),
        CGPoint(x: 175, y: y + 5),
      ])
      c.strokePath()
    }
  }

  static func dashes(_ c: CGContext) {
    c.setStrokeColor(ink)
    c.setLineWidth(4)
    let patterns: [(CGFloat, [CGFloat])] = [(0, [12, 6]), (6, [12, 6]), (0, [2, 6, 14, 6])]
    for (i, (phase, lengths)) in patterns.enumerated() {
      let y = 25 + CGFloat(i) * 20
      c.setLineDash(phase: phase, lengths: lengths)
      c.strokeLineSegments(between: [CGPoint(x: 20, y: y), CGPoint(x: 180, y: y)])
    }
    c.setStrokeColor(purple)
    c.setLineWidth(6)
    c.setLineCap(.round)
    c.setLineDash(phase: 0, lengths: [0, 14])
    c.strokeEllipse(in: CGRect(x: 45, y: 95, width: 110, height: 90))
  }

  static func hairlines(_ c: CGContext) {
    c.setStrokeColor(ink)
    c.setLineWidth(0)
    for i in 0..<12 {
      let angle = CGFloat(i) * .pi / 12
      c.move(to: CGPoint(x: 100, y: 100))
      c.addLine(to: CGPoint(x: 100 + 85 * cos(angle), y: 100 - 85 * sin(angle)))
    }
    c.strokePath()
    c.setStrokeColor(blue)
    c.move(to: CGPoint(x: 15, y: 150))
    c.addCurve(
      to: CGPoint(x: 185, y: 150), control1: CGPoint(x: 60, y: 200),
      control2: CGPoint(x: 140, y: 100))
    c.strokePath()
  }

  static func gradient(_ colors: [CGColor], _ locations: [CGFloat]) -> CGGradient {
    CGGradient(
      colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: locations)!
  }

  static func linearGradients(_ c: CGContext) {
    let g = gradient([blue, purple, orange], [0, 0.5, 1])
    c.saveGState()
    c.clip(to: CGRect(x: 15, y: 15, width: 170, height: 75))
    c.drawLinearGradient(g, start: CGPoint(x: 60, y: 0), end: CGPoint(x: 140, y: 0), options: [])
    c.restoreGState()
    c.saveGState()
    c.clip(to: CGRect(x: 15, y: 110, width: 170, height: 75))
    c.drawLinearGradient(
      g, start: CGPoint(x: 60, y: 120), end: CGPoint(x: 140, y: 175),
      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    c.restoreGState()
  }

  static func radialGradients(_ c: CGContext) {
    let g = gradient([CGColor(red: 1, green: 1, blue: 1, alpha: 1), blue], [0, 1])
    c.drawRadialGradient(
      g, startCenter: CGPoint(x: 40, y: 40), startRadius: 0, endCenter: CGPoint(x: 55, y: 55),
      endRadius: 45, options: [])
    let cone = gradient([orange, CGColor(red: 1, green: 0.58, blue: 0, alpha: 0)], [0, 1])
    c.drawRadialGradient(
      cone, startCenter: CGPoint(x: 130, y: 130), startRadius: 10,
      endCenter: CGPoint(x: 150, y: 150), endRadius: 45, options: [.drawsBeforeStartLocation])
  }

  /// A 4×4 checker of four colours.
  static let checker: CGImage = {
    let context = GallerySheet.makeContext(width: 4, height: 4)
    let colors = [blue, orange, green, red]
    for y in 0..<4 {
      for x in 0..<4 {
        context.setFillColor(colors[(x + y) % 4])
        context.fill(CGRect(x: x, y: y, width: 1, height: 1))
      }
    }
    return context.makeImage()!  // a valid context always makes an image
  }()

  static func imageInterpolation(_ c: CGContext) {
    let qualities: [CGInterpolationQuality] = [.none, .low, .high]
    for (i, quality) in qualities.enumerated() {
      c.interpolationQuality = quality
      c.saveGState()
      // Images draw upright in CoreGraphics' y-up space; undo the gallery's flip for them.
      let rect = CGRect(x: 8 + CGFloat(i) * 64, y: 60, width: 56, height: 56)
      c.translateBy(x: 0, y: rect.midY * 2)
      c.scaleBy(x: 1, y: -1)
      c.draw(checker, in: rect)
      c.restoreGState()
    }
  }

  static func clipping(_ c: CGContext) {
    c.saveGState()
    c.addEllipse(in: CGRect(x: 20, y: 20, width: 160, height: 160))
    c.clip()
    c.clip(to: CGRect(x: 0, y: 40, width: 200, height: 120))
    c.drawLinearGradient(
      gradient([green, blue], [0, 1]), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 200, y: 200),
      options: [])
    c.restoreGState()
    c.setStrokeColor(ink)
    c.setLineWidth(1)
    c.strokeEllipse(in: CGRect(x: 20, y: 20, width: 160, height: 160))
  }

  static func blendModes(_ c: CGContext) {
    let cell: CGFloat = 28
    for (i, mode) in CGBlendMode.allCases.enumerated() {
      let x = 2 + CGFloat(i % 7) * cell
      let y = 44 + CGFloat(i / 7) * cell
      c.beginTransparencyLayer(
        in: CGRect(x: x, y: y, width: cell, height: cell), auxiliaryInfo: nil)
      c.setFillColor(CGColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1))
      c.fill(CGRect(x: x + 2, y: y + 2, width: 16, height: 24))
      c.setFillColor(CGColor(red: 0.95, green: 0.3, blue: 0.2, alpha: 0.8))
      c.fill(CGRect(x: x + 2, y: y + 14, width: 24, height: 12))
      c.setBlendMode(mode)
      c.setFillColor(CGColor(red: 1, green: 0.8, blue: 0.1, alpha: 0.85))
      c.fillEllipse(in: CGRect(x: x + 8, y: y + 2, width: 18, height: 18))
      c.endTransparencyLayer()
    }
  }

  static func transparencyLayers(_ c: CGContext) {
    // Left: two circles at alpha 0.5 each; their overlap is darker. Right: the same circles in
    // one layer at alpha 0.5; the layer is flattened first, so the overlap is not darker.
    for inLayer in [false, true] {
      let dx: CGFloat = inLayer ? 100 : 0
      c.saveGState()
      c.setAlpha(0.5)
      if inLayer { c.beginTransparencyLayer(auxiliaryInfo: nil) }
      c.setFillColor(red)
      c.fillEllipse(in: CGRect(x: dx + 10, y: 60, width: 55, height: 55))
      c.setFillColor(blue)
      c.fillEllipse(in: CGRect(x: dx + 35, y: 85, width: 55, height: 55))
      if inLayer { c.endTransparencyLayer() }
      c.restoreGState()
    }
  }

  static func shadows(_ c: CGContext) {
    c.setFillColor(CGColor(red: 0.98, green: 0.98, blue: 1, alpha: 1))
    c.saveGState()
    c.setShadow(offset: CGSize(width: 6, height: -6), blur: 0, color: CGColor(gray: 0, alpha: 0.4))
    c.addPath(
      CGPath(
        roundedRect: CGRect(x: 20, y: 20, width: 70, height: 70), cornerWidth: 12, cornerHeight: 12,
        transform: nil))
    c.fillPath()
    c.restoreGState()
    c.saveGState()
    c.setShadow(offset: CGSize(width: 0, height: -8), blur: 16, color: CGColor(gray: 0, alpha: 0.5))
    c.addPath(
      CGPath(
        roundedRect: CGRect(x: 110, y: 20, width: 70, height: 70), cornerWidth: 12,
        cornerHeight: 12, transform: nil))
    c.fillPath()
    c.restoreGState()
    c.saveGState()
    c.setShadow(offset: .zero, blur: 12, color: purple)
    c.setStrokeColor(purple)
    c.setLineWidth(5)
    c.strokeEllipse(in: CGRect(x: 60, y: 115, width: 80, height: 65))
    c.restoreGState()
  }

  static func transforms(_ c: CGContext) {
    for i in 0..<10 {
      c.saveGState()
      c.translateBy(x: 100, y: 100)
      c.rotate(by: CGFloat(i) * .pi / 20)
      c.scaleBy(x: 1 - CGFloat(i) * 0.08, y: 1 - CGFloat(i) * 0.08)
      c.setAlpha(0.25)
      c.setFillColor(i.isMultiple(of: 2) ? blue : green)
      c.fill(CGRect(x: -60, y: -60, width: 120, height: 120))
      c.restoreGState()
    }
  }

  static func arcs(_ c: CGContext) {
    c.setLineWidth(8)
    c.setLineCap(.round)
    c.setStrokeColor(red)
    c.addArc(
      center: CGPoint(x: 100, y: 100), radius: 70, startAngle: 0, endAngle: .pi * 1.5,
      clockwise: false)
    c.strokePath()
    c.setStrokeColor(green)
    c.addArc(
      center: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0, endAngle: .pi * 1.5,
      clockwise: true)
    c.strokePath()
    c.setFillColor(blue)
    c.move(to: CGPoint(x: 100, y: 100))
    c.addArc(
      center: CGPoint(x: 100, y: 100), radius: 30, startAngle: -.pi / 4, endAngle: .pi / 4,
      clockwise: false)
    c.closePath()
    c.fillPath()
  }
}
