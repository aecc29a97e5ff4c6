import CoreGraphics
import Raster
import Testing
import UIKit

extension UIImage {
  /// The image's pixels (premultiplied RGBA, top row first).
  var pixels: Pixmap { cgImage!.pixmap }
}

extension PremultipliedColor {
  static let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
  static let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
  static let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
}

/// A scale-2 image renderer of `size` points.
func renderer2x(_ size: CGSize, opaque: Bool = false) -> UIGraphicsImageRenderer {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 2
  format.opaque = opaque
  return UIGraphicsImageRenderer(size: size, format: format)
}

@Suite struct RendererTests {
  @Test func context_ctm_flipsAndScales_asOnIOS() {
    var ctm = CGAffineTransform.identity
    _ = renderer2x(CGSize(width: 5, height: 10)).image { ctm = $0.cgContext.ctm }
    #expect(ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
  }

  @Test func image_hasSizeInPoints_andPixelsAtScale() {
    let image = renderer2x(CGSize(width: 3, height: 2)).image { _ in }
    #expect(image.size == CGSize(width: 3, height: 2))
    #expect(image.scale == 2)
    #expect(image.cgImage?.width == 6 && image.cgImage?.height == 4)
  }

  @Test func fill_isPlacedFromTheTopLeft_inPixelsAtScale() {
    let image = renderer2x(CGSize(width: 4, height: 3)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
    }
    let p = image.pixels
    // Points x 1..<3, y 0..<1 are pixels x 2..<6, y 0..<2.
    for y in 0..<6 {
      for x in 0..<8 {
        let inside = (2..<6).contains(x) && (0..<2).contains(y)
        #expect(p[x, y] == (inside ? .red : .transparent), "pixel \(x), \(y)")
      }
    }
  }

  @Test func boundsRenderer_putsTheBoundsOriginAtTheTopLeft() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(
      bounds: CGRect(x: 10, y: 20, width: 4, height: 4), format: format)
    let image = renderer.image { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 10, y: 20, width: 1, height: 1))
    }
    #expect(image.pixels[0, 0] == .blue)
    #expect(image.pixels[1, 1] == .transparent)
  }

  @Test func opaqueFormat_startsBlack_andEveryPixelIsOpaque() {
    let image = renderer2x(CGSize(width: 2, height: 2), opaque: true).image { context in
      UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
    }
    #expect(image.pixels[3, 1] == .black)
    // Half-transparent red over black: 255 × 0.5 rounds to 128 or 127.
    let half = image.pixels[0, 0]
    #expect(half.a == 255 && (127...128).contains(half.r) && half.g == 0 && half.b == 0)
  }

  @Test func actions_drawIntoTheCurrentUIKitContext_whichIsPoppedAfterwards() {
    var same = false
    _ = renderer2x(CGSize(width: 1, height: 1)).image { context in
      same = UIGraphicsGetCurrentContext() === context.cgContext
    }
    #expect(same)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test(arguments: [
    CGSize(width: 0, height: 5), CGSize(width: -3, height: 2),
    CGSize(width: CGFloat.nan, height: 1), CGSize(width: 1e9, height: 1),
  ])
  func invalidSize_runsNoActions_andGivesAnEmptyImage(size: CGSize) {
    var ran = false
    let image = renderer2x(size).image { _ in ran = true }
    #expect(!ran)
    #expect(image.size == .zero && image.cgImage == nil)
  }

  @Test func currentImage_showsWhatIsDrawnSoFar() {
    var midway: UIImage?
    let final = renderer2x(CGSize(width: 2, height: 1)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      midway = context.currentImage
      context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }
    #expect(midway?.pixels[3, 0] == .transparent)
    #expect(final.pixels[3, 0] == .red)
  }

  @Test func strokeRect_usesStrokeColourAndLineWidth() {
    let image = renderer2x(CGSize(width: 4, height: 4)).image { context in
      UIColor.green.setStroke()
      context.cgContext.setLineWidth(1)
      context.stroke(CGRect(x: 0.5, y: 0.5, width: 3, height: 3))
    }
    // The line straddles x = 0.5 pt: pixels 0 and 1 of each edge; the middle stays empty.
    #expect(image.pixels[0, 4] == .green && image.pixels[1, 4] == .green)
    #expect(image.pixels[4, 4] == .transparent)
  }

  @Test func pngData_decodesToTheSamePixels() throws {
    let renderer = renderer2x(CGSize(width: 2, height: 2))
    let actions: (UIGraphicsImageRendererContext) -> Void = { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
    }
    let decoded = try #require(UIImage(data: renderer.pngData(actions: actions)))
    #expect(decoded.scale == 1)
    #expect(decoded.size == CGSize(width: 4, height: 4))
    #expect(decoded.pixels[3, 3] == .blue && decoded.pixels[1, 1] == .transparent)
  }

  @Test func defaultFormat_usesTheCurrentTraitScale_elseThree() {
    #expect(UIGraphicsImageRendererFormat.default().scale == 3)
    UITraitCollection(displayScale: 2).performAsCurrent {
      #expect(UIGraphicsImageRendererFormat().scale == 2)
    }
    let format = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 1))
    #expect(format.scale == 1 && !format.opaque)
  }
}
