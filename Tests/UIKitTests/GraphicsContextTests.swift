import CoreGraphics
import Foundation
import Raster
import Testing
import UIKit

/// A 1×-scale, y-down UIKit-style context of `size` pixels, as a renderer makes one.
func uikitContext(width: Int, height: Int) -> CGContext {
  let context = CGContext(pixmap: try! Pixmap(width: width, height: height))
  context.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
  return context
}

@Suite struct GraphicsContextTests {
  @Test func pushAndPop_areBalanced_andNest() {
    let a = uikitContext(width: 1, height: 1)
    let b = uikitContext(width: 1, height: 1)
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsPushContext(a)
    UIGraphicsPushContext(b)
    #expect(UIGraphicsGetCurrentContext() === b)
    UIGraphicsPopContext()
    #expect(UIGraphicsGetCurrentContext() === a)
    UIGraphicsPopContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsPopContext()  // popping an empty stack does nothing
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func currentContext_isPerThread() {
    let seenElsewhere = LockedBox(true)
    UIGraphicsPushContext(uikitContext(width: 1, height: 1))
    onAnotherThread { seenElsewhere.value = UIGraphicsGetCurrentContext() != nil }
    UIGraphicsPopContext()
    #expect(seenElsewhere.value == false)
  }

  @Test func rectFill_replacesPixels_withTheCopyBlendMode() {
    let context = uikitContext(width: 2, height: 1)
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 1))
    UIColor.clear.setFill()
    UIRectFill(CGRect(x: 1, y: 0, width: 1, height: 1))
    #expect(context.canvas.pixmap[0, 0] == .red)
    #expect(context.canvas.pixmap[1, 0] == .transparent)
  }

  @Test func rectFrame_paintsOneUnitInsideTheRect_inTheFillColour() {
    let context = uikitContext(width: 4, height: 4)
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    UIColor.blue.setFill()
    UIColor.red.setStroke()
    UIRectFrame(CGRect(x: 0, y: 0, width: 4, height: 4))
    let p = context.canvas.pixmap
    #expect(p[0, 0] == .blue && p[3, 2] == .blue && p[1, 3] == .blue)
    #expect(p[1, 1] == .transparent && p[2, 2] == .transparent)
  }

  @Test func legacyImageContext_makesAnImageAtTheGivenScale_andEnds() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
    UIColor.green.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 2)
    #expect(image.pixels[1, 1] == .green && image.pixels[2, 0] == .transparent)
  }

  @Test func legacyImageContext_scaleZero_isTheDefaultScreenScale() {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), true, 0)
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(image?.scale == 3 && image?.cgImage?.width == 3)
  }

  @Test func imageFromCurrentContext_isNil_whenTheContextIsNotAnImageContext() {
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsPushContext(uikitContext(width: 1, height: 1))
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsEndImageContext()  // not an image context: left in place
    #expect(UIGraphicsGetCurrentContext() != nil)
    UIGraphicsPopContext()
  }
}
