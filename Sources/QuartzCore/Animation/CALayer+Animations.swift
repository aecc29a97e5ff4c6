import Foundation

extension CALayer {
  /// Attaches a copy of `anim` to the layer under `key`, replacing the animation attached
  /// under that key (which stops, unfinished). Later changes to `anim` do not reach the copy.
  /// A duration of zero or less becomes the current transaction's animation duration (0.25
  /// seconds by default); a transition added with a nil key is attached under
  /// ``kCATransition``.
  ///
  /// Divergence: with no animation clock, the animation runs to its end on the next main
  /// run-loop turn, the turn on which iOS would start it: its delegate is told
  /// `animationDidStart(_:)` and then, unless it repeats for ever,
  /// `animationDidStop(_:finished: true)`, and the animation is removed if
  /// `isRemovedOnCompletion`. One that repeats for ever stays attached until it is removed.
  /// The layer's model values never change, and a rendering shows them.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    guard let copy = anim.copy() as? CAAnimation else { return }
    if copy.duration <= 0 { copy.duration = CATransaction.animationDuration() }
    let key = key ?? (copy is CATransition ? kCATransition : nil)
    if let key { removeAnimation(forKey: key) }
    let attached = AttachedAnimation(key: key, animation: copy, layer: self)
    attachedAnimations.append(attached)
    AnimationDelivery.enqueue { attached.run() }
  }

  /// The animation attached under `key`, or nil. It is the copy the layer runs, not the
  /// object given to ``add(_:forKey:)``.
  public func animation(forKey key: String) -> CAAnimation? {
    attachedAnimations.first { $0.key == key }?.animation
  }

  /// The keys of the attached animations, in the order they were added; nil when none has a
  /// key.
  public func animationKeys() -> [String]? {
    let keys = attachedAnimations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation attached under `key`; its delegate is told it stopped unfinished,
  /// on the next main run-loop turn.
  public func removeAnimation(forKey key: String) {
    for attached in attachedAnimations where attached.key == key { detach(attached) }
  }

  /// Removes every attached animation; their delegates are told they stopped unfinished, on
  /// the next main run-loop turn.
  public func removeAllAnimations() {
    for attached in attachedAnimations { detach(attached) }
  }

  private func detach(_ attached: AttachedAnimation) {
    attachedAnimations.removeAll { $0 === attached }
    attached.detach()
  }
}

/// An animation attached to a layer, and how far along it is headless: waiting for the run
/// loop, running (it repeats for ever), removed, or stopped.
@MainActor
final class AttachedAnimation {
  let key: String?
  let animation: CAAnimation
  private weak var layer: CALayer?
  private var isDetached = false
  private var hasStopped = false

  init(key: String?, animation: CAAnimation, layer: CALayer) {
    (self.key, self.animation, self.layer) = (key, animation, layer)
  }

  /// Starts the animation and, unless it repeats for ever, completes it at once: nothing
  /// animates headless, so every finite animation has already reached its end.
  func run() {
    guard !isDetached else { return }
    animation.delegate?.animationDidStart(animation)
    guard !animation.repeatsForever else { return }
    if animation.isRemovedOnCompletion {
      isDetached = true
      layer?.attachedAnimations.removeAll { $0 === self }
    }
    stop(finished: true)
  }

  /// Takes the animation off its layer: it will not start, and its delegate is told on the
  /// next turn that it stopped unfinished, unless it already stopped.
  func detach() {
    isDetached = true
    AnimationDelivery.enqueue { self.stop(finished: false) }
  }

  /// Tells the delegate, once, that the animation stopped.
  private func stop(finished: Bool) {
    guard !hasStopped else { return }
    hasStopped = true
    animation.delegate?.animationDidStop(animation, finished: finished)
  }
}

/// Calls animation delegates from the main run loop: the work queued in one turn runs at the
/// start of the next, in order, as Core Animation tells delegates from the main thread after
/// the transaction that added or removed an animation commits.
@MainActor
enum AnimationDelivery {
  private static var queued: [() -> Void] = []

  /// Queues `work` for the next turn of the main run loop.
  static func enqueue(_ work: @escaping @MainActor () -> Void) {
    if queued.isEmpty {
      DispatchQueue.main.async { MainActor.assumeIsolated { runQueued() } }
    }
    queued.append(work)
  }

  /// Runs what was queued before this turn; what it queues waits for the next.
  private static func runQueued() {
    let work = queued
    queued = []
    for item in work { item() }
  }
}
