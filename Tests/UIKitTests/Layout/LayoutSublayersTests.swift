import QuartzCore
import Testing
import UIKit

/// A view that places a sublayer of its own after its subviews, as iOS code does by
/// overriding the layer delegate's `layoutSublayers(of:)`.
private final class DotsView: UIView {
  let dots = CALayer()
  var subviewsLaidOut = false
  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(dots)
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    subviewsLaidOut = true
  }

  override func layoutSublayers(of layer: CALayer) {
    super.layoutSublayers(of: layer)
    // Runs after layoutSubviews(), which super runs.
    dots.frame = subviewsLaidOut ? layer.bounds.insetBy(dx: 10, dy: 10) : .zero
  }
}

/// A view is its layer's delegate: laying the view out goes through `layoutSublayers(of:)`,
/// which runs `layoutSubviews()`; and outside animation blocks a view's layer has no actions.
@MainActor
@Suite struct LayoutSublayersTests {
  @Test func layoutGoesThroughTheLayerDelegate() {
    let view = DotsView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    view.layoutIfNeeded()
    #expect(view.subviewsLaidOut)
    #expect(view.dots.frame == CGRect(x: 10, y: 10, width: 80, height: 40))
  }

  @Test func aViewsLayerHasNoActions() {
    let view = UIView()
    #expect(view.action(for: view.layer, forKey: "position") is NSNull)
    #expect(view.layer.action(forKey: "position") == nil)
  }
}
