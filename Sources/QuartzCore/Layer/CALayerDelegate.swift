import CoreGraphics

/// What a layer asks of the object that owns it (on iOS, the view it backs).
///
/// Divergence: Swift on Linux has no optional protocol requirements; every requirement has a
/// default that does what Core Animation does when the delegate does not implement it.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
  /// Fills the layer's contents. The default draws into a new backing store through
  /// ``draw(_:in:)``.
  func display(_ layer: CALayer)
  /// Draws the layer's content into `ctx`, whose origin is the top-left of the layer's bounds.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Lays out the layer's sublayers.
  func layoutSublayers(of layer: CALayer)
  /// The action for `event` on `layer`: nil to let the layer look further, `NSNull` to stop
  /// it with no action. The default is nil.
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
  public func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  public func layoutSublayers(of layer: CALayer) {}
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
