import Foundation
import QuartzCore
import Testing

/// `NSValue(caTransform3D:)` boxes a transform for keyframe animations, and `HUGE` repeats an
/// animation for ever.
@Suite struct TransformValueTests {
  @Test func aBoxedTransformComesBackAndEqualTransformsBoxEqually() {
    let t = CATransform3DMakeTranslation(3, -4, 5)
    let value = NSValue(caTransform3D: t)
    #expect(value.caTransform3DValue == t)
    #expect(value == NSValue(caTransform3D: CATransform3DMakeTranslation(3, -4, 5)))
    #expect(value != NSValue(caTransform3D: CATransform3DIdentity))
    #expect(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)).caTransform3DValue.m11 == 2)
  }

  @Test func hugeIsTheLargestFloat() {
    #expect(HUGE == Float.greatestFiniteMagnitude)
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.repeatCount = HUGE
    #expect(animation.repeatCount == .greatestFiniteMagnitude)
  }
}
