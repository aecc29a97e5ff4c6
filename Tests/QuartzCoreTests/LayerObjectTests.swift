import Foundation
import QuartzCore
import Raster
import Testing

/// Layers compare by identity and describe themselves as NSObjects do on iOS, and headless the
/// presentation layer is the model layer itself.
@MainActor
@Test func layersAreObjectsWhosePresentationIsTheModel() {
  let layer = CALayer()
  let other = CALayer()
  #expect(layer == layer)
  #expect(layer != other)
  #expect(layer.presentation() === layer)
  #expect(layer.model() === layer)
  let shape = CAShapeLayer()
  let presented: CAShapeLayer? = shape.presentation()
  #expect(presented === shape)
  #expect(layer.debugDescription.hasPrefix("<CALayer: 0x"))
  #expect(shape.debugDescription.hasPrefix("<CAShapeLayer: 0x"))
}
