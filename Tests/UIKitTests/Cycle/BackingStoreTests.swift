import Testing

@testable import UIKit

/// A view's drawing kept as pixels at its scale and composited one to one onto the window's.
@MainActor
@Suite struct BackingStoreTests {
  /// Fills its whole bounds with opaque black in `draw(_:)`.
  final class FilledView: UIView {
    override func draw(_ rect: CGRect) {
      UIColor.black.setFill()
      UIRectFill(bounds)
    }
  }

  /// Frames rounded to thirds of a point come out a hair off (20.666…742 is what a row's edges
  /// at 449 and 511 pixels give back in points): the store must still be 62 pixels tall, not
  /// 63, or it is stretched over 62 and its bottom edge comes out grey.
  @Test func aFrameAHairOverWholePixels_getsAStoreOfThosePixels_andCompositesCrisply() throws {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 30))
    container.backgroundColor = .white
    let view = FilledView(frame: CGRect(x: 1, y: 2, width: 2, height: 20.666666666666742))
    container.addSubview(view)
    let image = try #require(container.renderedImage(scale: 3).cgImage)
    #expect(view.backingStore?.pixmap.height == 62)
    let pixmap = image.pixmap
    // The view covers pixel rows 6 ..< 68 (2 × 3 = 6; 6 + 62 = 68) and columns 3 ..< 9.
    for y in [5, 6, 40, 67, 68] {
      let pixel = pixmap[4, y]
      let expected: UInt8 = (6..<68).contains(y) ? 0 : 255
      #expect([pixel.r, pixel.g, pixel.b] == [expected, expected, expected], "row \(y)")
    }
  }

  /// Calls UIView's `draw(_:)` first, as Apple allows, then draws only when it has data: common
  /// chart code.
  final class DataView: UIView {
    var hasData = false
    override func draw(_ rect: CGRect) {
      super.draw(rect)
      guard hasData else { return }
      UIColor.red.setFill()
      UIRectFill(bounds)
    }
  }

  /// Whether the pixel at the middle of a 10-point view drawn at 1× is pure red.
  private func drawsRed(_ view: UIView) throws -> Bool {
    let pixel = try #require(view.renderedImage(scale: 1).cgImage).pixmap[5, 5]
    return [pixel.r, pixel.g, pixel.b, pixel.a] == [255, 0, 0, 255]
  }

  /// An empty draw is decided for that view and that draw: another instance of the same class,
  /// or the same view once it has data, draws (an empty chart once made every later chart of
  /// its class blank for the rest of the process).
  @Test func aViewThatDrewNothing_doesNotStopItsClassOrItselfFromDrawingLater() throws {
    let empty = DataView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(try !drawsRed(empty))
    #expect(empty.backingStore == nil, "an empty draw keeps no pixels")

    let full = DataView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    full.hasData = true
    #expect(try drawsRed(full))

    empty.hasData = true
    empty.setNeedsDisplay()
    #expect(try drawsRed(empty))
  }

  /// A view that does not draw keeps contents other code gave its layer (iOS never asks it to
  /// draw); a view's own earlier pixels are gone when its next draw paints nothing.
  @Test func anEmptyDraw_keepsContentsSetByOtherCode_andDropsItsOwn() throws {
    let picture = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let red = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    picture.layer.contents = red.cgImage
    #expect(try drawsRed(picture))

    let chart = DataView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    chart.hasData = true
    #expect(try drawsRed(chart))
    chart.hasData = false
    chart.setNeedsDisplay()
    #expect(try !drawsRed(chart))
  }
}
