import Foundation
import QuartzCore
import Testing

/// The animation objects as Apple documents them: their defaults, the predefined timing
/// curves, copying, and the spring's derived durations.
@Suite struct AnimationObjectTests {
  /// The four control points of `function`, as (x, y) pairs.
  private func controlPoints(of function: CAMediaTimingFunction) -> [[Float]] {
    var point: [Float] = [0, 0]
    return (0..<4).map { index in
      function.getControlPoint(at: index, values: &point)
      return point
    }
  }

  @Test func predefinedTimingFunctionsHaveApplesControlPoints() {
    #expect(
      controlPoints(of: CAMediaTimingFunction(name: .linear)) == [
        [0, 0], [0, 0], [1, 1], [1, 1],
      ])
    #expect(
      controlPoints(of: CAMediaTimingFunction(name: .easeIn)) == [
        [0, 0], [0.42, 0], [1, 1], [1, 1],
      ])
    #expect(
      controlPoints(of: CAMediaTimingFunction(name: .easeOut))
        == [[0, 0], [0, 0], [0.58, 1], [1, 1]])
    #expect(
      controlPoints(of: CAMediaTimingFunction(name: .easeInEaseOut))
        == [[0, 0], [0.42, 0], [0.58, 1], [1, 1]])
    #expect(
      controlPoints(of: CAMediaTimingFunction(name: .default))
        == [[0, 0], [0.25, 0.1], [0.25, 1], [1, 1]])
  }

  /// The end points are set to (0, 0) and (1, 1); an index past 3 writes nothing.
  @Test func customTimingFunctionsAddTheEndPoints() {
    let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
    #expect(controlPoints(of: function) == [[0, 0], [0.1, 0.2], [0.3, 0.4], [1, 1]])
    var point: [Float] = [-1, -1]
    function.getControlPoint(at: 4, values: &point)
    #expect(point == [-1, -1])
  }

  @Test func animationsStartWithCoreAnimationsDefaults() {
    let animation = CABasicAnimation(keyPath: "opacity")
    #expect(animation.keyPath == "opacity")
    #expect(animation.duration == 0)
    #expect(animation.speed == 1)
    #expect(animation.repeatCount == 0)
    #expect(animation.fillMode == .removed)
    #expect(animation.isRemovedOnCompletion)
    #expect(animation.timingFunction == nil)
    #expect(!animation.isAdditive && !animation.isCumulative)
    #expect(CAKeyframeAnimation().calculationMode == .linear)
    let transition = CATransition()
    #expect(transition.type == .fade)
    #expect(transition.startProgress == 0 && transition.endProgress == 1)
    let spring = CASpringAnimation()
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
    #expect(spring.initialVelocity == 0)
  }

  /// A copy has every property of the original, down to the values set by key, and is apart
  /// from it.
  @Test func copiesCarryEveryProperty() throws {
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.fromValue = 0
    spring.toValue = 640
    spring.damping = 5
    spring.duration = 2
    spring.autoreverses = true
    spring.timingFunction = CAMediaTimingFunction(name: .easeIn)
    spring.setValue("bounce", forKey: "name")
    let copy = try #require(spring.copy() as? CASpringAnimation)
    #expect(copy !== spring)
    #expect(copy.keyPath == "position.x")
    #expect(copy.fromValue as? Int == 0 && copy.toValue as? Int == 640)
    #expect(copy.damping == 5 && copy.duration == 2 && copy.autoreverses)
    #expect(copy.timingFunction == CAMediaTimingFunction(name: .easeIn))
    #expect(copy.value(forKey: "name") as? String == "bounce")
    spring.damping = 20
    #expect(copy.damping == 5)
  }

  @Test func aGroupCopiesItsAnimations() throws {
    let start = CABasicAnimation(keyPath: "startPoint")
    let group = CAAnimationGroup()
    group.animations = [start, CABasicAnimation(keyPath: "endPoint")]
    group.repeatCount = .infinity
    let copy = try #require(group.copy() as? CAAnimationGroup)
    #expect(copy.animations?.count == 2)
    #expect(copy.animations?.first !== start)
    #expect((copy.animations?.last as? CABasicAnimation)?.keyPath == "endPoint")
    #expect(copy.repeatCount == .infinity)
  }

  /// Apple's example: unit mass, stiffness 100; damping 5 settles in about 2.85 seconds,
  /// damping 15 in just over 1 second.
  @Test func settlingDurationFollowsApplesExamples() {
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.damping = 5
    #expect(abs(spring.settlingDuration - 2.85) < 0.05)
    spring.damping = 15
    #expect(spring.settlingDuration > 1 && spring.settlingDuration < 1.1)
    // More damping settles sooner, until the spring is overdamped and creeps to rest.
    spring.damping = 20
    let critical = spring.settlingDuration
    #expect(critical < 1)
    spring.damping = 60
    #expect(spring.settlingDuration > critical)
    spring.damping = 0
    #expect(spring.settlingDuration == .infinity)
    spring.mass = 0
    #expect(spring.settlingDuration == 0)
  }

  /// A perceptual duration d is the period of the undamped spring: stiffness (2π/d)² for a
  /// unit mass; bounce b gives the damping ratio 1 − b, so damping 2(1 − b)·2π/d.
  @Test func perceptualDurationAndBounceMakeTheSpring() {
    let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.25)
    let frequency = 2 * Double.pi / 0.5
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - frequency * frequency) < 1e-9)
    #expect(abs(spring.damping - 2 * 0.75 * frequency) < 1e-9)
    #expect(abs(spring.perceptualDuration - 0.5) < 1e-12)
    #expect(abs(spring.bounce - 0.25) < 1e-12)
    let overdamped = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
    #expect(abs(overdamped.damping - 2 * 2 * 2 * Double.pi) < 1e-9)
    #expect(abs(overdamped.bounce + 0.5) < 1e-12)
  }

  @Test func valueFunctionsExistForCoreAnimationsNamesOnly() {
    #expect(CAValueFunction(name: .rotateZ)?.name == .rotateZ)
    #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "wobble")) == nil)
  }
}

/// A layer's timing, as `CAMediaTiming` and Apple's `convertTime` examples describe it.
@MainActor
@Suite struct LayerTimingTests {
  /// Apple's example: 0.5 s in a plain layer is 1.25 s in a layer with a time offset of 1 s
  /// and half speed.
  @Test func convertingTimeFollowsApplesExample() {
    let layer = CALayer()
    let offsetSlowMoLayer = CALayer()
    offsetSlowMoLayer.timeOffset = CFTimeInterval(1)
    offsetSlowMoLayer.speed = 0.5
    #expect(offsetSlowMoLayer.convertTime(CFTimeInterval(0.5), from: layer) == 1.25)
    #expect(layer.convertTime(CFTimeInterval(0.5), to: offsetSlowMoLayer) == 1.25)
    #expect(offsetSlowMoLayer.convertTime(1.25, to: layer) == 0.5)
  }

  /// A sublayer's time runs through its superlayer's: t = (t_parent − beginTime) × speed +
  /// timeOffset at each level.
  @Test func timeRunsThroughTheSuperlayers() {
    let parent = CALayer()
    parent.speed = 2
    parent.beginTime = 10
    let child = CALayer()
    child.timeOffset = 3
    parent.addSublayer(child)
    // Absolute 12 → parent (12 − 10) × 2 = 4 → child 4 + 3 = 7.
    #expect(child.convertTime(12, from: nil) == 7)
    #expect(child.convertTime(7, to: nil) == 12)
  }

  /// The pause Apple's Technical Q&A QA1673 describes: speed 0 and the paused time as the
  /// offset keep the layer's local time still.
  @Test func aPausedLayersTimeStandsStill() {
    let layer = CALayer()
    let pausedTime = layer.convertTime(100, from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
    #expect(layer.convertTime(100, from: nil) == 100)
    #expect(layer.convertTime(250, from: nil) == 100)
    let timing: any CAMediaTiming = layer
    #expect(timing.speed == 0 && timing.fillMode == .removed && timing.repeatCount == 0)
  }
}
