import CoreGraphics
import Foundation
import QuartzCore
import Testing

/// Core Animation's transform functions, checked on points (row vectors, as Core Animation
/// and `CGAffineTransform` multiply them): a 90° turn about z takes (1, 0) to (0, 1), as
/// `CGAffineTransform(rotationAngle:)` does; `CATransform3DTranslate(t, …)` moves first, then
/// applies `t`.
@Suite struct TransformFunctionTests {
  /// `point` (z = 0, w = 1) through `t`.
  private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat) -> (CGFloat, CGFloat) {
    (x * t.m11 + y * t.m21 + t.m41, x * t.m12 + y * t.m22 + t.m42)
  }

  private func close(_ a: (CGFloat, CGFloat), _ b: (CGFloat, CGFloat)) -> Bool {
    abs(a.0 - b.0) < 1e-12 && abs(a.1 - b.1) < 1e-12
  }

  @Test func makersMoveScaleAndTurnPoints() {
    #expect(close(apply(CATransform3DMakeTranslation(5, -2, 7), 1, 1), (6, -1)))
    #expect(CATransform3DMakeTranslation(5, -2, 7).m43 == 7)
    #expect(close(apply(CATransform3DMakeScale(2, 3, 4), 1, 1), (2, 3)))
    #expect(close(apply(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1, 0), (0, 1)))
    #expect(close(apply(CATransform3DMakeRotation(.pi / 2, 0, 0, 5), 0, 1), (-1, 0)))
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    // A half turn about x flips y (and z), leaving x.
    let flip = CATransform3DMakeRotation(.pi, 1, 0, 0)
    #expect(close(apply(flip, 3, 4), (3, -4)))
    #expect(abs(flip.m33 + 1) < 1e-12)
  }

  /// Scale by 2 then move by (10, 0): (1, 1) → (2, 2) → (12, 2); the other order gives (22, 2).
  @Test func concatenationAppliesTheFirstTransformFirst() {
    let scale = CATransform3DMakeScale(2, 2, 1)
    let move = CATransform3DMakeTranslation(10, 0, 0)
    #expect(close(apply(CATransform3DConcat(scale, move), 1, 1), (12, 2)))
    #expect(close(apply(CATransform3DConcat(move, scale), 1, 1), (22, 2)))
    #expect(close(apply(CATransform3DTranslate(scale, 10, 0, 0), 1, 1), (22, 2)))
    #expect(close(apply(CATransform3DScale(move, 2, 2, 1), 1, 1), (12, 2)))
    #expect(close(apply(CATransform3DRotate(move, .pi / 2, 0, 0, 1), 1, 0), (10, 1)))
  }

  @Test func inversesUndoAndSingularTransformsStay() {
    let t = CATransform3DRotate(CATransform3DMakeTranslation(4, 5, 6), 0.7, 1, 2, 3)
    let product = CATransform3DConcat(t, CATransform3DInvert(t))
    for (a, b) in zip(
      [product.m11, product.m22, product.m33, product.m44, product.m12, product.m41],
      [1, 1, 1, 1, 0, 0] as [CGFloat])
    {
      #expect(abs(a - b) < 1e-12)
    }
    let flat = CATransform3DMakeScale(0, 1, 1)
    #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
  }

  @Test func valuesBoxTransforms() {
    let t = CATransform3DMakeRotation(0.3, 0, 0, 1)
    let value = NSValue(caTransform3D: t)
    #expect(value.caTransform3DValue == t)
    #expect(NSValue(caTransform3D: t) == value)
    #expect(NSValue(point: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3DIdentity)
  }
}
