import CoreGraphics
import Foundation

/// The base class of controls: views that report what the user does to them (a tap, a new
/// value) to targets and actions registered for ``Event``s, and that draw themselves by their
/// ``state`` (enabled, selected, highlighted).
///
/// Divergence: a headless run has no touches, so events reach the targets and actions only
/// through ``sendActions(for:)``, ``sendAction(_:to:for:)`` and ``sendAction(_:)``.
@preconcurrency @MainActor
open class UIControl: UIView, UIContextMenuInteractionDelegate {
  // Accessibility: a control is an element whose traits follow its state.
  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    var traits: UIAccessibilityTraits = []
    if !isEnabled { traits.insert(.notEnabled) }
    if isSelected { traits.insert(.selected) }
    return traits
  }

  /// The targets and actions, in the order they were added.
  var eventHandlers: [EventHandler] = []

  /// Creates a control with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control with `frame` that runs `primaryAction` for
  /// `.primaryActionTriggered`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Creates a control from a keyed archive with the defaults `init(frame: .zero)` gives; what
  /// the archive holds is not read, and a coder that is not keyed gives nil (see `UIView`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  // MARK: State

  /// Whether the control is enabled; a disabled control is drawn dimmed and its state has
  /// `.disabled`. True by default.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { controlStateDidChange() } }
  }

  /// Whether the control is selected (a button shows its selected title and image). False by
  /// default.
  open var isSelected = false {
    didSet { if isSelected != oldValue { controlStateDidChange() } }
  }

  /// Whether the control is highlighted, as while a finger is on it. False by default; never
  /// set by a touch headless.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { controlStateDidChange() } }
  }

  /// The control's state: `.normal`, or the flags of ``isHighlighted``, ``isEnabled`` (as
  /// `.disabled`) and ``isSelected``.
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Whether a touch is being tracked (only synthetic touches exist headless).
  open private(set) var isTracking = false

  /// Whether the tracked touch is inside the control.
  open private(set) var isTouchInside = false

  /// A touch went down in the control: whether to keep tracking it. True by default.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch moved: whether to keep tracking it. True by default.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch lifted.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Tracking was cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  // Touches become control events, as UIKit's controls turn them: touch down, drag
  // inside/outside, touch up inside/outside, cancel; highlighted while a touch is inside.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTracking = beginTracking(touch, with: event)
    isTouchInside = true
    isHighlighted = true
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let inside = point(inside: touch.location(in: self), with: event)
    if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
    isTouchInside = inside
    isHighlighted = inside
    sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    isTracking = continueTracking(touch, with: event)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let inside = point(inside: touch.location(in: self), with: event)
    isTracking = false
    isHighlighted = false
    endTracking(touch, with: event)
    sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    isTouchInside = false
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking else { return }
    isTracking = false
    isHighlighted = false
    isTouchInside = false
    cancelTracking(with: event)
    sendActions(for: .touchCancel)
  }

  /// Where the content (a button's title and image) sits across the width: centred by default.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
    didSet { contentPlacementDidChange() }
  }

  /// Where the content sits across the height: centred by default.
  open var contentVerticalAlignment = ContentVerticalAlignment.center {
    didSet { contentPlacementDidChange() }
  }

  /// Whether the control has a context menu interaction (``contextMenuInteraction``), with
  /// the control as its delegate. False by default; a button's `menu` turns it on.
  open var isContextMenuInteractionEnabled = false {
    didSet {
      guard isContextMenuInteractionEnabled != oldValue else { return }
      if isContextMenuInteractionEnabled {
        let interaction = UIContextMenuInteraction(delegate: self)
        addInteraction(interaction)
        contextMenuInteraction = interaction
      } else if let interaction = contextMenuInteraction {
        removeInteraction(interaction)
        contextMenuInteraction = nil
      }
    }
  }

  /// The control's context menu interaction while ``isContextMenuInteractionEnabled``.
  public private(set) var contextMenuInteraction: UIContextMenuInteraction?

  /// The configuration of the control's context menu: none for a plain control; a button
  /// gives its `menu`.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  /// The preview while the control's menu is highlighted: nil, the control itself.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }

  /// The preview the control's menu dismisses to: nil, the control itself.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }

  /// Called when the control's menu is about to show; never headless.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// Called when the control's menu is about to go away; never headless.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// Whether a tap shows the control's menu instead of sending its primary action; stored only.
  /// False by default.
  open var showsMenuAsPrimaryAction = false

  /// The control's tooltip (shown on a Mac); stored only.
  open var toolTip: String?

  /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changes: the look of a
  /// control depends on its state, so by default it draws again. Subclasses with subviews
  /// restyle them too.
  func controlStateDidChange() { setNeedsDisplay() }

  /// Called when a content alignment changes: lays out and draws again.
  func contentPlacementDidChange() {
    setNeedsLayout()
    setNeedsDisplay()
  }

  // MARK: Sending actions (see UIControl+TargetAction.swift)

  /// Calls `action` on `target`, or with a nil target on the first object of the action
  /// method's class up the responder chain from the control, with the control as the sender.
  /// ``sendActions(for:)`` calls it for each target and action.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    deliver(action, to: target, event: event)
  }

  /// Runs `action`'s handler with the control as its sender.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// Sends the actions registered for any of `controlEvents`, in the order they were added:
  /// ``sendAction(_:to:for:)`` for each target and action, ``sendAction(_:)`` for each
  /// `UIAction`. It sends them whether or not the control is enabled, as on iOS.
  open func sendActions(for controlEvents: Event) {
    pruneReleasedTargets()
    for handler in eventHandlers where !handler.events.isDisjoint(with: controlEvents) {
      switch handler.kind {
      case .target(let target, let action):
        sendAction(action, to: target.object, for: nil)
      case .action(let action):
        sendAction(action)
      }
    }
  }
}
