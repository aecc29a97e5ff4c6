import QuartzCore

/// A view that frosts what is behind it with a blur effect, and holds its content in
/// ``contentView``.
///
/// What is drawn under the view's bounds (rounded by its layer's corner radius) is blurred,
/// the style's tint laid over it, and the content view drawn on top, as iOS composites it.
open class UIVisualEffectView: UIView {
  /// The view to add subviews to, filling the effect view; not the effect view itself.
  public let contentView = UIView()

  /// The effect the view applies; nil for none.
  open var effect: UIVisualEffect? {
    didSet { updateBackdrop() }
  }

  /// A visual effect view with `effect` (a ``UIBlurEffect`` or a ``UIVibrancyEffect``).
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    updateBackdrop()
  }

  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) { return nil }

  /// Divergence: UIKit requires subviews to go in ``contentView``; one added to the effect view
  /// itself is drawn over the content view, with a warning on standard error.
  open override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    guard subview !== contentView else { return }
    Selector.warn(
      "\(type(of: subview)) was added to a UIVisualEffectView itself; add it to its contentView,"
        + " as UIKit requires")
  }

  /// The adaptive materials follow the new user interface style.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateBackdrop()
  }

  /// Hands the layer the blur and tint of the effect under the current traits.
  private func updateBackdrop() {
    let material = effect?.backdrop(for: traitCollection)
    layer.backdrop = material.map {
      CALayerBackdrop(
        blurRadius: $0.radius, tint: $0.tint.resolvedColor(with: traitCollection).cgColor)
    }
  }
}
