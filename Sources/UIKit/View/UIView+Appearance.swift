import CoreGraphics

extension UIView {
  /// Whether the backing store is cleared before ``draw(_:)``; stored only, drawing always
  /// starts from clear.
  public var clearsContextBeforeDrawing: Bool {
    get { true }
    set {}
  }

  /// Whether the view shows its tint normally (`.automatic`, `.normal`) or dimmed.
  public var tintAdjustmentMode: TintAdjustmentMode {
    get { .normal }
    set {}
  }

  /// Pixels per point of the view's drawing: the display scale of its traits unless set.
  public var contentScaleFactor: CGFloat {
    get { contentScaleStorage ?? traitCollection.displayScale }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      contentScaleStorage = newValue
      setNeedsDisplay()
    }
  }

  /// How a view's tint is shown.
  public enum TintAdjustmentMode: Int, Sendable {
    case automatic, normal, dimmed
  }

  func propagateTintChange() {
    tintColorDidChange()
    for subview in subviewStorage where subview.tintColorStorage == nil {
      subview.propagateTintChange()
    }
  }

  /// Resolves the dynamic colours the layer holds against the view's traits.
  func resolveLayerColors() {
    let traits = traitCollection
    layer.backgroundColor = backgroundColorStorage?.resolvedColor(with: traits).cgColor
  }
}
