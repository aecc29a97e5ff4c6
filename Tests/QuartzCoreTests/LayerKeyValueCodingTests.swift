import CoreGraphics
import Foundation
import QuartzCore
import Testing

/// A layer's key-value coding, as Core Animation documents it: properties by name, fields by
/// key path, the transform key paths, and any other key kept by the layer.
@MainActor
@Suite struct LayerKeyValueCodingTests {
  @Test func propertiesByNameAndFieldsByKeyPath() {
    let layer = CALayer()
    layer.setValue(CGPoint(x: 10, y: 20), forKey: "position")
    layer.setValue(NSNumber(value: 0.5), forKey: "opacity")
    layer.setValue(NSValue(rect: CGRect(x: 0, y: 0, width: 30, height: 40)), forKey: "bounds")
    #expect(layer.position == CGPoint(x: 10, y: 20))
    #expect(layer.opacity == 0.5)
    #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 10)
    #expect(layer.value(forKeyPath: "bounds.size.height") as? CGFloat == 40)
    layer.setValue(25, forKeyPath: "bounds.size.width")
    #expect(layer.bounds.size == CGSize(width: 25, height: 40))
    layer.setValue(3, forKeyPath: "position.y")
    #expect(layer.position == CGPoint(x: 10, y: 3))
    #expect(layer.value(forKey: "opacity") as? Float == 0.5)
  }

  @Test func otherKeysAreKeptByTheLayer() {
    let layer = CALayer()
    #expect(layer.value(forKey: "heroID") == nil)
    layer.setValue("card", forKey: "heroID")
    #expect(layer.value(forKey: "heroID") as? String == "card")
  }

  /// A scale of 2, a quarter turn and a move by (5, 6), read and written through key paths.
  @Test func transformKeyPathsReadAndWriteComponents() {
    let layer = CALayer()
    layer.setValue(2, forKeyPath: "transform.scale.x")
    layer.setValue(2, forKeyPath: "transform.scale.y")
    layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
    layer.setValue(5, forKeyPath: "transform.translation.x")
    layer.setValue(NSNumber(value: 6), forKeyPath: "transform.translation.y")
    // (1, 0) scaled to (2, 0), turned to (0, 2), moved to (5, 8).
    let t = layer.transform
    #expect(abs((1 * t.m11 + t.m41) - 5) < 1e-12)
    #expect(abs((1 * t.m12 + t.m42) - 8) < 1e-12)
    #expect(abs((layer.value(forKeyPath: "transform.rotation") as? CGFloat ?? 0) - .pi / 2) < 1e-12)
    #expect(abs((layer.value(forKeyPath: "transform.scale.y") as? CGFloat ?? 0) - 2) < 1e-12)
    #expect(
      layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 5, height: 6))
    layer.setValue(NSValue(caTransform3D: CATransform3DIdentity), forKey: "transform")
    #expect(CATransform3DIsIdentity(layer.transform))
  }
}
