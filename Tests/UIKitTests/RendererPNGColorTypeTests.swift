import CoreGraphics
import Foundation
import Raster
import Testing
import UIKit

/// PNG data of renderer images has the colour type iOS writes. swift-snapshot-testing's iOS
/// references show it: a red layer with a black border (`testCALayer`) is RGBA, opaque as it is;
/// a black-filled path (`testCGPath`) and a label in black on white (`testPrecision`) are grey
/// and alpha.
@MainActor @Suite struct RendererPNGColorTypeTests {
  /// The IHDR colour type of PNG data: 0 grey, 2 RGB, 4 grey and alpha, 6 RGBA.
  func colourType(_ png: Data?) -> UInt8? {
    guard let png, png.count > 25 else { return nil }
    return png[png.startIndex + 25]
  }

  @Test func colourDrawing_isRGBA_evenWhenOpaque() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.backgroundColor = UIColor.red.cgColor
    layer.borderWidth = 2
    layer.borderColor = UIColor.black.cgColor
    let image = renderer2x(layer.bounds.size).image { layer.render(in: $0.cgContext) }
    #expect(colourType(image.pngData()) == 6)
  }

  @Test func greyDrawing_isGreyAndAlpha() {
    let image = renderer2x(CGSize(width: 10, height: 10)).image { context in
      context.cgContext.addEllipse(in: CGRect(x: 1, y: 1, width: 8, height: 8))
      context.cgContext.fillPath()
    }
    #expect(colourType(image.pngData()) == 4)
    #expect(image.cgImage?.colorSpace?.model == .monochrome)
    // Decoded, the greys and the anti-aliased edge's alpha are as drawn.
    let decoded = UIImage(data: image.pngData()!)
    #expect(decoded?.cgImage?.pixmap.rgbaBytes == image.cgImage?.pixmap.rgbaBytes)
  }

  @Test func opaqueFormat_hasNoAlpha() {
    let colour = renderer2x(CGSize(width: 4, height: 4), opaque: true).image { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    let grey = renderer2x(CGSize(width: 4, height: 4), opaque: true).image { _ in }
    #expect(colourType(colour.pngData()) == 2)
    #expect(colourType(grey.pngData()) == 0)
  }

  @Test func extendedRange_staysInColour() {
    let format = UIGraphicsImageRendererFormat()
    format.preferredRange = .extended
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format)
      .image { _ in }
    #expect(colourType(image.pngData()) == 6)
  }

  @Test func decodedImage_keepsItsFilesColourType() throws {
    for type: UInt8 in [4, 6] {
      let drawn = renderer2x(CGSize(width: 3, height: 3)).image { context in
        (type == 4 ? UIColor.gray : UIColor.orange).setFill()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      }
      let png = try #require(drawn.pngData())
      #expect(colourType(png) == type)
      #expect(colourType(UIImage(data: png)?.pngData()) == type)
    }
  }
}

extension Pixmap {
  /// Every byte, row by row.
  fileprivate var rgbaBytes: [UInt8] {
    (0..<height).flatMap { y in Array(UnsafeBufferPointer(start: row(y), count: width * 4)) }
  }
}
