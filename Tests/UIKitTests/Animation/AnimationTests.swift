import Foundation
import Testing
import UIKit

/// The animation forms of UIView and UIViewPropertyAnimator, headless: the end state at once,
/// with UIKit's states and completions (expectations from Apple's documentation).
@MainActor
@Suite struct AnimationTests {
  @Test func springAnimationsEndAtOnce() {
    let view = UIView()
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      options: [.curveEaseOut], animations: { view.alpha = 0.5 },
      completion: { finished.append($0) })
    UIView.animate(springDuration: 0.4, bounce: 0.2) {
      view.center = CGPoint(x: 7, y: 9)
    } completion: {
      finished.append($0)
    }
    #expect(view.alpha == 0.5)
    #expect(view.center == CGPoint(x: 7, y: 9))
    #expect(finished == [true, true])
  }

  /// Keyframes leave the values of the keyframe that starts last, whatever the order they
  /// were added in.
  @Test func keyframesApplyInOrderOfStartTime() {
    let view = UIView()
    var finished = false
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic]) {
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.25 }
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.75 }
    } completion: {
      finished = $0
    }
    #expect(view.alpha == 0.25)
    #expect(finished)
  }

  @Test func transitionsReplaceOrHideViews() {
    let container = UIView()
    let first = UIView()
    let second = UIView()
    let third = UIView()
    container.addSubview(first)
    container.addSubview(third)
    UIView.transition(from: first, to: second, duration: 0.3, options: [.transitionFlipFromLeft])
    #expect(container.subviews == [second, third])
    #expect(first.superview == nil)
    UIView.transition(
      from: second, to: third, duration: 0.3, options: [.showHideTransitionViews])
    #expect(second.isHidden && !third.isHidden)
    #expect(container.subviews == [second, third])
    UIView.perform(.delete, on: [second], options: [], animations: nil)
    #expect(container.subviews == [third])
  }

  @Test func startedAnimatorsFinishAtTheEnd() {
    let view = UIView()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeIn) { view.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    #expect(animator.state == .inactive)
    #expect(view.alpha == 1)
    animator.startAnimation()
    #expect(view.alpha == 0)
    #expect(positions == [.end])
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    // A completion added once the animations have ended is called with where they ended.
    animator.addCompletion { positions.append($0) }
    #expect(positions == [.end, .end])
  }

  @Test func pausedAnimatorsCanBeScrubbedThenFinish() {
    let view = UIView()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.alpha = 0.3 }
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    animator.fractionComplete = 0.4
    #expect(animator.fractionComplete == 0.4)
    // Animations added to an active animator run at once.
    animator.addAnimations { view.backgroundColor = .red }
    #expect(view.backgroundColor == .red)
    #expect(positions.isEmpty)
    animator.isReversed = true
    animator.startAnimation()
    #expect(positions == [.start])
    #expect(animator.state == .inactive)
  }

  @Test func stoppedAnimatorsWaitForFinishOrNeverComplete() {
    var positions: [UIViewAnimatingPosition] = []
    let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear)
    stopped.addCompletion { positions.append($0) }
    stopped.pauseAnimation()
    stopped.stopAnimation(false)
    #expect(stopped.state == .stopped)
    stopped.startAnimation()
    #expect(positions.isEmpty)
    stopped.finishAnimation(at: .current)
    #expect(positions == [.current])
    #expect(stopped.state == .inactive)

    let abandoned = UIViewPropertyAnimator(duration: 1, curve: .linear)
    abandoned.addCompletion { positions.append($0) }
    abandoned.pauseAnimation()
    abandoned.stopAnimation(true)
    #expect(abandoned.state == .inactive)
    abandoned.finishAnimation(at: .end)
    #expect(positions == [.current])
  }

  @Test func animatorsThatPauseOnCompletionStayActive() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.pausesOnCompletion = true
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    #expect(animator.state == .active)
    #expect(animator.fractionComplete == 1)
    #expect(positions.isEmpty)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
    #expect(positions == [.end])
  }

  /// A running animator lays out at once: a constraint changed inside it has its frame.
  @Test func runningAnimatorsLayOut() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([
      width, box.heightAnchor.constraint(equalToConstant: 10),
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    var ended: UIViewAnimatingPosition?
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.25, delay: 0, options: [.curveEaseInOut],
      animations: {
        width.constant = 120
        container.layoutIfNeeded()
      }, completion: { ended = $0 })
    #expect(box.frame == CGRect(x: 0, y: 0, width: 120, height: 10))
    #expect(ended == .end)
    #expect(animator.state == .inactive)
  }

  /// Timing parameters keep what they were made with; a spring's ratio and its physical
  /// damping follow from each other (ratio = damping / (2·√(mass·stiffness))).
  @Test func timingParametersDescribeTheirCurves() {
    let spring = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 2))
    #expect(spring.dampingRatio == 0.5)
    #expect(spring.initialVelocity == CGVector(dx: 0, dy: 2))
    #expect(spring.timingCurveType == .spring)
    #expect(UISpringTimingParameters(dampingRatio: 0.5).damping == 10)
    // Core Animation's ease-in curve: (0.42, 0) and (1, 1).
    let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
    #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
    let animator = UIViewPropertyAnimator(duration: 2, timingParameters: spring)
    #expect(animator.timingParameters?.springTimingParameters === spring)
    #expect(animator.duration == 2)
  }
}
