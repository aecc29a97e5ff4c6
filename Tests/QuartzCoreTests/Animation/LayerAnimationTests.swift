import Foundation
import QuartzCore
import Testing

/// What an animation delegate is told, in order.
@MainActor
final class AnimationLog: NSObject, CAAnimationDelegate {
  var events: [String] = []
  var animations: [CAAnimation] = []

  func animationDidStart(_ anim: CAAnimation) {
    events.append("start \(anim.value(forKey: "name") ?? "")")
    animations.append(anim)
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("stop \(anim.value(forKey: "name") ?? "") \(flag)")
    animations.append(anim)
  }
}

/// Lets the main queue run what is queued on it, as one turn of the main run loop does.
@MainActor
func endRunLoopTurn() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// Animations attached to a layer: the layer keeps a copy under its key, never changes its
/// model values, and headless every finite animation reaches its end on the next run-loop
/// turn, its delegate told it started and then finished.
@MainActor
@Suite struct LayerAnimationTests {
  private func fade(_ name: String, log: AnimationLog) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 1
    animation.toValue = 0
    animation.duration = 0.3
    animation.delegate = log
    animation.setValue(name, forKey: "name")
    return animation
  }

  @Test func theLayerKeepsACopyUnderItsKey() throws {
    let layer = CALayer()
    let log = AnimationLog()
    let animation = fade("fade", log: log)
    layer.add(animation, forKey: "fade")
    let attached = try #require(layer.animation(forKey: "fade") as? CABasicAnimation)
    #expect(attached !== animation)
    #expect(attached.keyPath == "opacity" && attached.toValue as? Int == 0)
    animation.toValue = 0.5
    #expect(attached.toValue as? Int == 0)
    #expect(layer.animation(forKey: "other") == nil)
  }

  @Test func keysListTheAttachedAnimationsInOrder() {
    let layer = CALayer()
    #expect(layer.animationKeys() == nil)
    layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "b")
    layer.add(CABasicAnimation(keyPath: "position"), forKey: "a")
    layer.add(CABasicAnimation(keyPath: "bounds"), forKey: nil)
    #expect(layer.animationKeys() == ["b", "a"])
    layer.removeAnimation(forKey: "b")
    #expect(layer.animationKeys() == ["a"])
    layer.removeAllAnimations()
    #expect(layer.animationKeys() == nil)
  }

  /// Apple: a duration of zero or less becomes the transaction's animation duration, 0.25
  /// seconds unless set.
  @Test func aZeroDurationBecomesTheTransactionsDuration() {
    let layer = CALayer()
    layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "default")
    #expect(layer.animation(forKey: "default")?.duration == 0.25)
    CATransaction.begin()
    CATransaction.setAnimationDuration(1.5)
    layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "set")
    CATransaction.commit()
    #expect(layer.animation(forKey: "set")?.duration == 1.5)
  }

  @Test func aTransitionWithoutAKeyIsUnderTheTransitionKey() {
    let layer = CALayer()
    let transition = CATransition()
    transition.type = .push
    transition.subtype = .fromRight
    layer.add(transition, forKey: nil)
    #expect((layer.animation(forKey: kCATransition) as? CATransition)?.subtype == .fromRight)
  }

  /// Start, then stop finished, both on the next turn and with the attached copy; the
  /// animation is gone by then, and the model value never changed.
  @Test func aFiniteAnimationStartsAndFinishesOnTheNextTurn() async {
    let layer = CALayer()
    let log = AnimationLog()
    layer.add(fade("fade", log: log), forKey: "fade")
    let attached = layer.animation(forKey: "fade")
    #expect(log.events.isEmpty)
    await endRunLoopTurn()
    #expect(log.events == ["start fade", "stop fade true"])
    #expect(log.animations.allSatisfy { $0 === attached })
    #expect(layer.animation(forKey: "fade") == nil)
    #expect(layer.opacity == 1)
  }

  @Test func anAnimationNotRemovedOnCompletionStaysAttached() async {
    let layer = CALayer()
    let log = AnimationLog()
    let animation = fade("kept", log: log)
    animation.isRemovedOnCompletion = false
    animation.fillMode = .forwards
    layer.add(animation, forKey: "kept")
    await endRunLoopTurn()
    #expect(log.events == ["start kept", "stop kept true"])
    #expect(layer.animationKeys() == ["kept"])
    // It stopped already: taking it off says nothing more.
    layer.removeAnimation(forKey: "kept")
    await endRunLoopTurn()
    #expect(log.events == ["start kept", "stop kept true"])
  }

  /// An animation that repeats for ever never completes: it starts, and stops unfinished
  /// only when it is removed.
  @Test func aRepeatingAnimationRunsUntilRemoved() async {
    let layer = CALayer()
    let log = AnimationLog()
    let pulse = fade("pulse", log: log)
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    layer.add(pulse, forKey: "pulse")
    await endRunLoopTurn()
    await endRunLoopTurn()
    #expect(log.events == ["start pulse"])
    #expect(layer.animation(forKey: "pulse") != nil)
    layer.removeAnimation(forKey: "pulse")
    #expect(layer.animation(forKey: "pulse") == nil)
    await endRunLoopTurn()
    #expect(log.events == ["start pulse", "stop pulse false"])
  }

  @Test func aRepeatDurationForeverAlsoNeverCompletes() async {
    let layer = CALayer()
    let log = AnimationLog()
    let animation = fade("forever", log: log)
    animation.repeatDuration = .infinity
    layer.add(animation, forKey: "forever")
    await endRunLoopTurn()
    #expect(log.events == ["start forever"])
    layer.removeAllAnimations()
    await endRunLoopTurn()
    #expect(log.events == ["start forever", "stop forever false"])
  }

  /// Adding under a key that is taken replaces that animation, which stops unfinished.
  @Test func aNewAnimationUnderTheSameKeyReplacesTheOld() async {
    let layer = CALayer()
    let log = AnimationLog()
    layer.add(fade("first", log: log), forKey: "fade")
    layer.add(fade("second", log: log), forKey: "fade")
    #expect(layer.animation(forKey: "fade")?.value(forKey: "name") as? String == "second")
    await endRunLoopTurn()
    #expect(log.events == ["stop first false", "start second", "stop second true"])
  }

  /// Removed in the turn it was added, an animation never starts; it still stops.
  @Test func anAnimationRemovedBeforeItsTurnOnlyStops() async {
    let layer = CALayer()
    let log = AnimationLog()
    layer.add(fade("brief", log: log), forKey: "brief")
    layer.removeAllAnimations()
    await endRunLoopTurn()
    #expect(log.events == ["stop brief false"])
  }

  /// A delegate that adds the next animation when one stops chains them: each one added from
  /// a delegate waits for a later turn rather than running inside the call that added it.
  @Test func aDelegateCanChainAnimations() async {
    final class Chain: NSObject, CAAnimationDelegate {
      let layer: CALayer
      var events: [String] = []
      init(layer: CALayer) { self.layer = layer }
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop")
        guard events.count < 5 else { return }
        let next = CABasicAnimation(keyPath: "position.x")
        next.delegate = self
        layer.add(next, forKey: "step")
        events.append("added")
      }
    }
    let layer = CALayer()
    let chain = Chain(layer: layer)
    let first = CABasicAnimation(keyPath: "position.x")
    first.delegate = chain
    layer.add(first, forKey: "step")
    for _ in 0..<10 where chain.events.count < 5 { await endRunLoopTurn() }
    #expect(chain.events == ["stop", "added", "stop", "added", "stop"])
    await endRunLoopTurn()
    #expect(chain.events.count == 5)
    #expect(layer.animationKeys() == nil)
  }
}
