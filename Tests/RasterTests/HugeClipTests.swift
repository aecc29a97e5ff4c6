import Testing

@testable import Raster

/// A clip rectangle far larger than the canvas (`CGRect.infinite`, or edges past ±2^30) stays
/// a plain pixel rectangle, with no mask, when its edges inside the canvas are pixel-aligned.
@Suite struct HugeClipTests {
  static let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)

  /// CoreGraphics' `CGRect.infinite`: the largest finite size, centred on the origin.
  static let infinite = Rect(
    x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
    width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  /// Fills the whole canvas red through the clip.
  static func fillEverything(_ canvas: Canvas) {
    canvas.fillPaint = .color(Color(red: 1, green: 0, blue: 0))
    canvas.transform = .identity
    canvas.fillRect(Rect(x: 0, y: 0, width: 8, height: 6))
  }

  @Test(arguments: [
    infinite, Rect(x: -2e9, y: -2e9, width: 4e9, height: 4e9),
    Rect(x: -1e300, y: 0, width: 2e300, height: 6),
  ])
  func clipToHugeRect_staysAPixelRectangle_andDrawingFillsTheCanvas(rect: Rect) {
    let canvas = makeCanvas(width: 8, height: 6)
    canvas.clip(to: rect)
    #expect(canvas.state.clip.mask == nil)
    #expect(canvas.clipBounds == IntRect(x: 0, y: 0, width: 8, height: 6))
    Self.fillEverything(canvas)
    for y in 0..<6 {
      for x in 0..<8 { #expect(canvas.pixmap[x, y] == Self.red, "(\(x), \(y))") }
    }
  }

  @Test func clipToHugeRect_underScaleAndTranslate_keepsItsAlignedInnerEdge() {
    let canvas = makeCanvas(width: 8, height: 6)
    // x from 1 under scale 2 and translation 1: device x from 3; every other edge far out.
    canvas.transform = Transform(a: 2, b: 0, c: 0, d: 2, tx: 1, ty: 0)
    canvas.clip(to: Rect(x: 1, y: -1e12, width: 1e12, height: 2e12))
    #expect(canvas.state.clip.mask == nil)
    #expect(canvas.clipBounds == IntRect(x: 3, y: 0, width: 5, height: 6))
    Self.fillEverything(canvas)
    #expect(canvas.pixmap[2, 3] == .white)
    #expect(canvas.pixmap[3, 3] == Self.red)
    #expect(canvas.pixmap[7, 5] == Self.red)
  }

  @Test func clipToHugeRect_entirelyOffCanvas_clipsEverythingOut() {
    let canvas = makeCanvas(width: 8, height: 6)
    canvas.clip(to: Rect(x: 2e9, y: -1e12, width: 1e12, height: 2e12))
    #expect(canvas.state.clip.mask == nil)
    #expect(canvas.clipBounds.isEmpty)
    Self.fillEverything(canvas)
    #expect(canvas.pixmap[7, 5] == .white)
  }

  @Test func clipToHugeRect_withAFractionalInnerEdge_stillNeedsAMask() {
    let canvas = makeCanvas(width: 8, height: 6)
    canvas.clip(to: Rect(x: 2.5, y: -1e300, width: 1e301, height: 1e301))
    #expect(canvas.state.clip.mask != nil)
    Self.fillEverything(canvas)
    // Pixel 2 is half inside: red at half coverage over white.
    #expect(isNear(canvas.pixmap[2, 0], [255, 128, 128, 255]))
    #expect(canvas.pixmap[1, 0] == .white)
    #expect(canvas.pixmap[3, 0] == Self.red)
  }
}
