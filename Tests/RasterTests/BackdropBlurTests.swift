import Testing

@testable import Raster

/// `Canvas.blurBackdrop(in:sigma:)`: a Gaussian (three box blurs) over what is drawn, inside a
/// device rectangle and the clip, reading the pixels around it, and the edge of the surface
/// repeated rather than faded.
@Suite struct BackdropBlurTests {
  /// Black on the left half of a 60-pixel row, white on the right; blurred between x = 15 and
  /// 45 with σ = 4 (boxes of 8: the blur reaches 11 pixels).
  private func blurredEdge() -> Canvas {
    let canvas = makeCanvas(width: 60, height: 12)
    canvas.fillPaint = .color(.black)
    canvas.fillRect(Rect(x: 0, y: 0, width: 30, height: 12))
    canvas.blurBackdrop(in: IntRect(x: 15, y: 0, width: 30, height: 12), sigma: 4)
    return canvas
  }

  @Test func sharpEdgeBecomesASymmetricRampThroughMidGrey() {
    let canvas = blurredEdge()
    let row = (15..<45).map { Int(canvas.pixmap[$0, 6].r) }
    #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
    // Far beyond the blur's reach from the edge the colours are what they were.
    #expect(row.first == 0 && row.last == 255)
    // Either side of the edge mirror each other: value(29 - k) + value(30 + k) = 255.
    for k in 0..<10 {
      #expect(abs(row[29 - 15 - k] + row[30 - 15 + k] - 255) <= 2, "k = \(k)")
    }
    #expect((20...108).contains(row[29 - 15 - 2]))
  }

  @Test func outsideTheRectangleNothingChanges() {
    let canvas = blurredEdge()
    for y in 0..<12 {
      for x in Array(0..<15) + Array(45..<60) {
        #expect(canvas.pixmap[x, y] == (x < 30 ? .black : .white), "(\(x), \(y))")
      }
    }
  }

  /// The top and bottom of the surface are repeated beyond it: a blur reaching past them keeps
  /// the colours opaque instead of fading into transparency.
  @Test func surfaceEdgesStayOpaque() {
    let canvas = blurredEdge()
    for x in 15..<45 {
      #expect(canvas.pixmap[x, 0].a == 255)
      #expect(canvas.pixmap[x, 0] == canvas.pixmap[x, 11])
    }
  }

  @Test func theClipLimitsTheBlur() {
    let canvas = makeCanvas(width: 60, height: 12)
    canvas.fillPaint = .color(.black)
    canvas.fillRect(Rect(x: 0, y: 0, width: 30, height: 12))
    canvas.clip(to: Rect(x: 0, y: 0, width: 60, height: 6))
    canvas.blurBackdrop(in: IntRect(x: 15, y: 0, width: 30, height: 12), sigma: 4)
    #expect(canvas.pixmap[29, 3].r > 0)
    #expect(canvas.pixmap[29, 8] == .black)
  }
}
