import CoreGraphics
import Raster
import Testing
import UIKit

/// Behaviours fixed after review, each against Apple's documentation.
@Suite struct UIKitContextShadowTests {
  /// Apple's QA1706: in UIKit's contexts (iOS 3.2 and later) a positive shadow offset height
  /// moves the shadow down.
  @Test func rendererShadow_positiveHeight_movesDown() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 8), format: format).image {
      context in
      let cg = context.cgContext
      cg.setShadow(offset: CGSize(width: 0, height: 4), blur: 0, color: UIColor.black.cgColor)
      UIColor.white.setFill()
      cg.fill(CGRect(x: 0, y: 0, width: 4, height: 2))  // rows 0…1
    }
    #expect(image.pixels[0, 4] == .black)  // the shadow: rows 4…5
    #expect(image.pixels[0, 2] == .transparent)
  }
}

@Suite struct UIColorEqualityTests {
  @Test func systemColours_equalThemselves_whateverTheCurrentTraits() {
    #expect(UIColor.label == UIColor.label)
    var hashInLight = 0
    var hashInDark = 0
    UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
      hashInLight = UIColor.label.hash
    }
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      hashInDark = UIColor.label.hash
    }
    #expect(hashInLight == hashInDark)
  }

  @Test func dynamicColour_isNotAFixedColourThatMatchesItInLight() {
    #expect(UIColor.label != UIColor.black)
  }
}
