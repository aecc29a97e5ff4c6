import CoreGraphics
import Foundation
import Raster
import Testing
import UIKit

/// `UIView.mask`, `draw(_:in:)` as the layer's delegate, and the older view API iOS code
/// overrides (`forBaselineLayout()`, content size category limits, colour literals).
@MainActor
@Suite struct ViewMaskAndLayerDrawingTests {
  /// A red 20×10 view masked by a view opaque on its left half only shows its left half.
  @Test func theMasksAlphaCutsTheView() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.backgroundColor = .red
    let mask = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    mask.backgroundColor = .black
    view.mask = mask
    #expect(view.layer.mask === mask.layer)
    let image = UIGraphicsImageRenderer(size: view.bounds.size).image { context in
      view.layer.render(in: context.cgContext)
    }
    let pixels = try #require(image.cgImage?.pixmap)
    #expect(pixels[15, 15] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    #expect(pixels[45, 15].a == 0)
    view.mask = nil
    #expect(view.layer.mask == nil)
  }

  final class LayerDrawing: UIView {
    var drewRect = false
    override func draw(_ rect: CGRect) { drewRect = true }
    override func draw(_ layer: CALayer, in ctx: CGContext) {
      ctx.setFillColor(UIColor.blue.cgColor)
      ctx.fill(bounds)
    }
  }

  final class RectDrawing: UIView {
    var rects: [CGRect] = []
    override func draw(_ rect: CGRect) {
      rects.append(rect)
      UIColor.green.setFill()
      UIRectFill(rect)
    }
  }

  /// The display pass goes through `draw(_:in:)`: an override that does not call super draws
  /// instead of `draw(_:)`; the default hands `draw(_:)` the part being redrawn.
  @Test func displayGoesThroughDrawInContext() throws {
    let custom = LayerDrawing(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    let pixels = try #require(displayedPixmap(of: custom))
    #expect(!custom.drewRect)
    #expect(pixels[1, 1] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    let plain = RectDrawing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    _ = displayedPixmap(of: plain)
    plain.setNeedsDisplay(CGRect(x: 2, y: 2, width: 3, height: 3))
    _ = displayedPixmap(of: plain)
    #expect(plain.rects == [plain.bounds, CGRect(x: 2, y: 2, width: 3, height: 3)])
  }

  @Test func olderViewAPI() {
    let view = UIView()
    #expect(view.forBaselineLayout() === view)
    #expect(view.restorationIdentifier == nil)
    view.restorationIdentifier = "Container"
    #expect(view.restorationIdentifier == "Container")
    #expect(view.appliedContentSizeCategoryLimitsDescription == "no limits")
    view.minimumContentSizeCategory = .large
    view.maximumContentSizeCategory = .accessibilityMedium
    #expect(view.minimumContentSizeCategory == .large)
    #expect(
      view.appliedContentSizeCategoryLimitsDescription
        == "minimum: \(UIContentSizeCategory.large.rawValue), maximum: \(UIContentSizeCategory.accessibilityMedium.rawValue)"
    )
    let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(literal == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
  }

  /// Objects that are not responders keep the accessibility values set on them; images keep
  /// an identifier.
  @Test func accessibilityOfOtherObjects() {
    final class Item: NSObject {}
    let item = Item()
    #expect(item.accessibilityLabel == nil && !item.isAccessibilityElement)
    item.accessibilityLabel = "Delete"
    item.accessibilityTraits = .button
    #expect(item.accessibilityLabel == "Delete" && item.accessibilityTraits == .button)
    #expect(Item().accessibilityLabel == nil)
    let label = UILabel()
    label.text = "Title"
    #expect(label.accessibilityLabel == "Title")
    let image = UIImage()
    #expect(image.accessibilityIdentifier == nil)
    image.accessibilityIdentifier = "trash"
    #expect(image.accessibilityIdentifier == "trash")
  }
}
