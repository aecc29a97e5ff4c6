import Testing

@testable import Raster

@Suite struct ClipTests {
  @Test func clipToPixelAlignedRect_staysARectangle_withHardEdges() {
    let canvas = makeCanvas(width: 10, height: 10)
    canvas.clip(to: Rect(x: 2, y: 3, width: 4, height: 5))
    #expect(canvas.state.clip.mask == nil)
    #expect(canvas.clipBounds == IntRect(x: 2, y: 3, width: 4, height: 5))
    canvas.fillRect(Rect(x: 0, y: 0, width: 10, height: 10))
    for y in 0..<10 {
      for x in 0..<10 {
        let inside = (2..<6).contains(x) && (3..<8).contains(y)
        #expect(canvas.pixmap[x, y] == (inside ? .black : .white), "(\(x), \(y))")
      }
    }
  }

  @Test func clipToScaledRect_followsTheCTM() {
    let canvas = makeCanvas(width: 10, height: 10)
    canvas.concatenate(.scale(x: 2, y: 2))
    canvas.clip(to: Rect(x: 1, y: 1, width: 2, height: 2))
    #expect(canvas.clipBounds == IntRect(x: 2, y: 2, width: 4, height: 4))
  }

  @Test func nestedPathClips_multiplyTheirCoverage() {
    let canvas = makeCanvas(width: 10, height: 10)
    canvas.clip(to: Rect(x: 0, y: 0, width: 5.5, height: 10))  // column 5 half in
    canvas.clip(to: Rect(x: 0, y: 0, width: 10, height: 4.5))  // row 4 half in
    #expect(canvas.state.clip.mask != nil)
    canvas.fillRect(Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(canvas.pixmap[2, 2] == .black)
    #expect(canvas.pixmap[8, 2] == .white)
    #expect(canvas.pixmap[2, 8] == .white)
    // Half covered: white · (1 − 0.5); quarter covered: white · (1 − 0.25).
    #expect(isNear(canvas.pixmap[5, 2], [127, 127, 127, 255]))
    #expect(isNear(canvas.pixmap[2, 4], [127, 127, 127, 255]))
    #expect(isNear(canvas.pixmap[5, 4], [191, 191, 191, 255]))
  }

  @Test func evenOddPathClip_leavesTheHoleUntouched() {
    let canvas = makeCanvas(width: 12, height: 12)
    var ring = Path()
    for r in [Rect(x: 1, y: 1, width: 10, height: 10), Rect(x: 4, y: 4, width: 4, height: 4)] {
      ring.append(Path(rect: r))
    }
    canvas.clip(to: ring, rule: .evenOdd)
    canvas.fillRect(Rect(x: 0, y: 0, width: 12, height: 12))
    #expect(canvas.pixmap[2, 2] == .black)
    #expect(canvas.pixmap[5, 5] == .white)
    #expect(canvas.pixmap[0, 0] == .white)
  }

  @Test func clipToDisjointRects_clipsEverything() {
    let canvas = makeCanvas(width: 10, height: 10)
    canvas.clip(to: Rect(x: 0, y: 0, width: 3, height: 3))
    canvas.clip(to: Rect(x: 5.5, y: 5, width: 3, height: 3))
    #expect(canvas.clipBounds.isEmpty)
    canvas.fillRect(Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(canvas.pixmap[1, 1] == .white)
  }

  @Test func resetClip_dropsPathAndRectClips() {
    let canvas = makeCanvas(width: 6, height: 6)
    canvas.clip(to: Rect(x: 0, y: 0, width: 2, height: 2))
    canvas.clip(to: Rect(x: 0.5, y: 0, width: 1, height: 1))
    canvas.resetClip()
    #expect(canvas.clipBounds == IntRect(x: 0, y: 0, width: 6, height: 6))
    canvas.fillRect(Rect(x: 4, y: 4, width: 1, height: 1))
    #expect(canvas.pixmap[4, 4] == .black)
  }

  @Test func clipToMask_usesTheMaskAlphaAsCoverage_andNothingOutsideItsRect() {
    // A 2×1 mask: left half opaque, right half at alpha 102 (0.4).
    let mask = try! Pixmap(width: 2, height: 1)
    mask[0, 0] = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
    mask[1, 0] = PremultipliedColor(r: 0, g: 0, b: 0, a: 102)
    let canvas = makeCanvas(width: 6, height: 4)
    canvas.interpolationQuality = .none
    canvas.clip(toMask: mask, in: Rect(x: 1, y: 1, width: 4, height: 2))
    canvas.fillRect(Rect(x: 0, y: 0, width: 6, height: 4))
    #expect(canvas.pixmap[2, 1] == .black)
    // White under black at 0.4: 255 · 0.6 = 153.
    #expect(isNear(canvas.pixmap[4, 2], [153, 153, 153, 255]))
    #expect(canvas.pixmap[0, 0] == .white)
    #expect(canvas.pixmap[5, 3] == .white)
  }
}
