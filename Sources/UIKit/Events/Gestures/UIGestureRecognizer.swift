import Foundation

/// Recognizes a gesture in the touches of a view, and sends its actions as the gesture goes
/// through its states, as Apple documents: discrete gestures go from `.possible` to
/// `.recognized` (or `.failed`); continuous ones to `.began`, `.changed`… and `.ended` (or
/// `.cancelled`). Each target's action is sent on `.began`, `.changed`, `.ended`/`.recognized`
/// and `.cancelled`, with the recognizer as the sender.
///
/// An `NSObject`, as on iOS (identity equality; `UIGestureRecognizer()` makes one with no
/// target).
///
/// Touches reach recognizers only from the synthetic touch API
/// (``UIWindow/sendTouches(_:interval:)`` and its taps and pans); see the README's "Gestures
/// and touches in tests".
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The states of a recognizer.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture was recognized: the same as `.ended`.
    public static let recognized = State.ended
  }

  /// A target and its action. The recognizer holds the target weakly, as iOS's do: a view
  /// that is the target of its own recognizer (a scroll view's pan) would otherwise keep
  /// itself alive, and with it every row and backing store of a table, test after test.
  private struct TargetAction {
    weak var target: AnyObject?
    let action: Selector
  }

  private var targets: [TargetAction] = []

  /// A recognizer that sends `action` to `target` (nil: none yet).
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// A recognizer with no target yet.
  public override convenience init() { self.init(target: nil, action: nil) }

  /// Adds a target and action; they are sent whenever the state changes (see the type).
  open func addTarget(_ target: Any, action: Selector) {
    targets.append(TargetAction(target: target as AnyObject, action: action))
  }

  /// Removes a target's actions (all targets when nil; all actions when `action` is nil).
  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll { entry in
      (target == nil || entry.target === (target as AnyObject))
        && (action == nil || entry.action == action)
    }
  }

  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
  /// The recognizer's delegate.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer takes touches. Turning it off cancels a gesture in progress.
  open var isEnabled = true {
    didSet {
      if !isEnabled, state == .began || state == .changed { state = .cancelled }
    }
  }
  /// Whether the view's own touches are cancelled once the gesture is recognized. True.
  open var cancelsTouchesInView = true
  /// Whether the view hears of touches only after the gesture fails. False.
  open var delaysTouchesBegan = false
  /// Whether the view hears of lifted fingers only after the gesture fails. True.
  open var delaysTouchesEnded = true
  /// A name for debugging.
  open var name: String?
  /// Whether only touches of the allowed types count (stored only).
  open var requiresExclusiveTouchType = true

  /// The recognizers that must fail before this one may recognize.
  var failureRequirements: [UIGestureRecognizer] = []

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(otherGestureRecognizer)
  }

  /// The touches the recognizer is tracking.
  var touches: [UITouch] = []

  /// The number of touches the recognizer is tracking.
  open var numberOfTouches: Int { touches.count }

  /// The centroid of the touches, in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint {
    guard !touches.isEmpty else { return .zero }
    let points = touches.map { $0.location(in: view) }
    return CGPoint(
      x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
      y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
  }

  /// Where one of the touches is, in `view`'s coordinates.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    touches.indices.contains(touchIndex) ? touches[touchIndex].location(in: view) : .zero
  }

  /// The recognizer's state. Setting it (as subclasses do) sends the actions, after asking the
  /// delegate and the view whether the gesture may begin.
  open var state: State = .possible {
    didSet {
      // A continuous gesture sends its action at every change, as each move sets `.changed`.
      guard state != oldValue || state == .changed else { return }
      if oldValue == .possible, state == .began || state == .ended, !mayBegin() {
        state = .failed
        return
      }
      if state != .possible && state != .failed { sendActions() }
    }
  }

  /// Whether the delegate, the view and the failure requirements let the gesture begin.
  private func mayBegin() -> Bool {
    if failureRequirements.contains(where: {
      $0.state == .ended || $0.state == .began || $0.state == .changed
    }) {
      return false
    }
    if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
    return view?.gestureRecognizerShouldBegin(self) ?? true
  }

  private func sendActions() {
    for entry in targets {
      guard let target = entry.target else { continue }
      _ = entry.action.method?(target, self, nil)
    }
  }

  /// Puts the recognizer back in `.possible` after a gesture: called by the touch delivery;
  /// subclasses override it to clear their own state, calling super.
  open func reset() {
    touches = []
  }

  /// Ignores a touch for the rest of the gesture.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    touches.removeAll { $0 === touch }
  }

  // Subclasses override these to follow the touches, calling super.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    self.touches += touches.sorted { $0.timestamp < $1.timestamp }.filter {
      !self.touches.contains($0)
    }
  }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .began || state == .changed { state = .cancelled } else { state = .failed }
  }

  /// Whether this recognizer may recognize at the same time as `other`, by either delegate.
  func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }
}
