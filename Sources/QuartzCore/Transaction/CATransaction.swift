import Foundation

/// Groups changes to the layer tree, as Core Animation's transactions do, so that code written
/// for iOS compiles and runs.
///
/// Divergence: Offscreen has no render server and no animation clock. Every change to a layer
/// takes effect at once and nothing is animated, so ``setDisableActions(_:)``,
/// ``setAnimationDuration(_:)`` and ``setAnimationTimingFunction(_:)`` are stored and read back
/// only; a completion block runs when
/// the transaction it was set in commits (outside any explicit transaction, at once), since
/// the animations it would wait for are already over. Transactions belong to the main actor,
/// like the layers.
@preconcurrency @MainActor
open class CATransaction {
  /// The settings of one open transaction.
  private struct Frame {
    var disableActions = false
    var animationDuration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var completionBlocks: [() -> Void] = []
    var values: [String: Any] = [:]
  }

  /// Open explicit transactions, innermost last; the first is the implicit one, always there.
  private static var frames = [Frame()]

  /// Begins a transaction nested in the current one, inheriting its settings.
  open class func begin() {
    var frame = frames[frames.count - 1]
    frame.completionBlocks = []
    frames.append(frame)
  }

  /// Commits the innermost transaction and runs the completion blocks set in it. A commit
  /// with no transaction begun does nothing.
  open class func commit() {
    guard frames.count > 1 else { return }
    let frame = frames.removeLast()
    for block in frame.completionBlocks { block() }
  }

  /// Commits the implicit transaction: changes are already in effect, so nothing is left.
  open class func flush() {}

  /// Stored only: no change is animated.
  open class func setDisableActions(_ flag: Bool) { frames[frames.count - 1].disableActions = flag }

  /// Whether the current transaction disables implicit animations.
  open class func disableActions() -> Bool { frames[frames.count - 1].disableActions }

  /// Stored only: no change is animated. Defaults to 0.25 seconds, as on iOS.
  open class func setAnimationDuration(_ dur: CFTimeInterval) {
    frames[frames.count - 1].animationDuration = dur
  }

  /// The animation duration of the current transaction.
  open class func animationDuration() -> CFTimeInterval {
    frames[frames.count - 1].animationDuration
  }

  /// Stored only: no change is animated. Nil (each animation's own timing) by default.
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    frames[frames.count - 1].timingFunction = function
  }

  /// The timing function of the current transaction's implicit animations.
  open class func animationTimingFunction() -> CAMediaTimingFunction? {
    frames[frames.count - 1].timingFunction
  }

  /// Runs `block` when the current transaction commits; outside any explicit transaction,
  /// at once.
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    guard let block else { return }
    if frames.count > 1 {
      frames[frames.count - 1].completionBlocks.append(block)
    } else {
      block()
    }
  }

  /// Sets an arbitrary value for `key` in the current transaction.
  open class func setValue(_ anObject: Any?, forKey key: String) {
    frames[frames.count - 1].values[key] = anObject
  }

  /// The value for `key` in the current transaction.
  open class func value(forKey key: String) -> Any? { frames[frames.count - 1].values[key] }

  /// Accepted for source compatibility: transactions are confined to the main actor.
  open class func lock() {}

  /// Accepted for source compatibility: transactions are confined to the main actor.
  open class func unlock() {}
}
