/// An object that can respond to events: the base class of views, view controllers and
/// windows.
///
/// As on iOS, it is an `NSObject` (Foundation's, on Linux): responders compare and hash by
/// identity, conform to `NSObjectProtocol` (delegate protocols declared
/// `protocol FooDelegate: NSObjectProtocol` take view controllers) and mix with other
/// `NSObject`s in `==`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }

  /// Called on an object loaded from a nib once all of the nib's objects are connected; on iOS
  /// it is NSObject's, here the responders' so that views and controllers can override it.
  /// Offscreen loads no nibs, so it is called only by code that calls it.
  open func awakeFromNib() {}

  /// Called when Interface Builder draws a designable object; never called headless.
  open func prepareForInterfaceBuilder() {}

  /// The next responder in the chain: a view's view controller or superview, a controller's
  /// view's superview, nothing for a window.
  open var next: UIResponder? { nil }

  /// Whether this object can become the first responder. False by default.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object is the first responder.
  open var isFirstResponder: Bool { UIResponder.firstResponder === self }

  /// Makes this object the first responder if it can be one.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    UIResponder.firstResponder = self
    return true
  }

  /// Gives up first-responder status.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if isFirstResponder { UIResponder.firstResponder = nil }
    return true
  }

  // MARK: Touches (here, not in an extension, so that subclasses can override)

  /// One or more fingers touched down. By default the touches go to the next responder, as
  /// UIKit's responders pass on what they do not handle.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// One or more touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// One or more fingers lifted.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// The touches were taken over (by a gesture recognizer) or interrupted.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: Presses (here, not in an extension, so that subclasses can override)

  /// Physical buttons or keys were pressed down. By default the presses go to the next
  /// responder, as for touches.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// The force of pressed buttons changed.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }

  /// Pressed buttons were released.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// Presses were interrupted.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  // MARK: Input views (here, not in an extension, so that subclasses can override)

  /// The view shown instead of the system keyboard while this responder is first responder:
  /// nil by default (the keyboard).
  ///
  /// Divergence: no keyboard or input view is shown headless; the property is there for code
  /// that sets up or reads its own.
  open var inputView: UIView? { nil }

  /// The bar shown above the keyboard while this responder is first responder: nil by default.
  open var inputAccessoryView: UIView? { nil }

  /// Asks the system to read ``inputView`` and ``inputAccessoryView`` again: nothing to do
  /// headless, where neither is shown.
  open func reloadInputViews() {}

  // MARK: Accessibility (here, not in an extension, so that subclasses can override; on iOS
  // these are NSObject's)

  var accessibilityStorage = AccessibilityStorage()

  /// Whether assistive technologies see this object as an element. False by default; labels
  /// and controls say true.
  open var isAccessibilityElement: Bool {
    get { accessibilityStorage.isElement ?? defaultIsAccessibilityElement }
    set { accessibilityStorage.isElement = newValue }
  }
  /// A short name for the element, as VoiceOver speaks it: a label's text, a button's title.
  open var accessibilityLabel: String? {
    get { accessibilityStorage.label ?? defaultAccessibilityLabel }
    set { accessibilityStorage.label = newValue }
  }
  /// What happens when the element is activated.
  open var accessibilityHint: String? {
    get { accessibilityStorage.hint }
    set { accessibilityStorage.hint = newValue }
  }
  /// The element's value, when it has one (a slider's percentage).
  open var accessibilityValue: String? {
    get { accessibilityStorage.value ?? defaultAccessibilityValue }
    set { accessibilityStorage.value = newValue }
  }
  /// What the element is and how it behaves: `.staticText` for labels, `.button` for buttons,
  /// `.notEnabled` and `.selected` following a control's state.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage.traits ?? defaultAccessibilityTraits }
    set { accessibilityStorage.traits = newValue }
  }
  /// The element's frame in screen coordinates: a view's own frame there by default.
  open var accessibilityFrame: CGRect {
    get { accessibilityStorage.frame ?? defaultAccessibilityFrame }
    set { accessibilityStorage.frame = newValue }
  }
  /// Where activating the element touches, in screen coordinates: its frame's centre.
  open var accessibilityActivationPoint: CGPoint {
    get {
      accessibilityStorage.activationPoint
        ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY)
    }
    set { accessibilityStorage.activationPoint = newValue }
  }
  /// The outline of the element in screen coordinates, when not its frame.
  open var accessibilityPath: UIBezierPath? {
    get { accessibilityStorage.path }
    set { accessibilityStorage.path = newValue }
  }
  /// A string that identifies the element in tests (UI testing), never spoken.
  open var accessibilityIdentifier: String? {
    get { accessibilityStorage.identifier }
    set { accessibilityStorage.identifier = newValue }
  }
  /// The language the element's text is spoken in.
  open var accessibilityLanguage: String? {
    get { accessibilityStorage.language }
    set { accessibilityStorage.language = newValue }
  }
  /// Whether the element's children are hidden from assistive technologies.
  open var accessibilityElementsHidden: Bool {
    get { accessibilityStorage.elementsHidden }
    set { accessibilityStorage.elementsHidden = newValue }
  }
  /// Whether VoiceOver ignores the elements beside this one (a modal view).
  open var accessibilityViewIsModal: Bool {
    get { accessibilityStorage.viewIsModal }
    set { accessibilityStorage.viewIsModal = newValue }
  }
  /// Whether the element's children are read together.
  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibilityStorage.groupsChildren }
    set { accessibilityStorage.groupsChildren = newValue }
  }
  /// The elements of this container, in reading order; nil for the default order.
  open var accessibilityElements: [Any]? {
    get { accessibilityStorage.elements }
    set { accessibilityStorage.elements = newValue }
  }
  /// Actions besides activation.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { accessibilityStorage.customActions }
    set { accessibilityStorage.customActions = newValue }
  }
  /// Names Voice Control accepts for the element; the label by default.
  open var accessibilityUserInputLabels: [String]! {
    get { accessibilityStorage.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
    set { accessibilityStorage.userInputLabels = newValue }
  }
  /// Whether the element responds to interaction: controls do.
  open var accessibilityRespondsToUserInteraction: Bool {
    get {
      accessibilityStorage.respondsToUserInteraction ?? defaultAccessibilityTraits.contains(.button)
    }
    set { accessibilityStorage.respondsToUserInteraction = newValue }
  }
  /// What kind of container this is.
  open var accessibilityContainerType: UIAccessibilityContainerType {
    get { accessibilityStorage.containerType }
    set { accessibilityStorage.containerType = newValue }
  }
  /// The label as an attributed string.
  open var accessibilityAttributedLabel: NSAttributedString? {
    get { accessibilityLabel.map { NSAttributedString(string: $0) } }
    set { accessibilityLabel = newValue?.string }
  }
  /// The hint as an attributed string.
  open var accessibilityAttributedHint: NSAttributedString? {
    get { accessibilityHint.map { NSAttributedString(string: $0) } }
    set { accessibilityHint = newValue?.string }
  }
  /// The value as an attributed string.
  open var accessibilityAttributedValue: NSAttributedString? {
    get { accessibilityValue.map { NSAttributedString(string: $0) } }
    set { accessibilityValue = newValue?.string }
  }

  /// The number of elements in this container: of ``accessibilityElements``.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  /// The element at `index` of this container.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
  /// The index of `element` in this container; `NSNotFound` when it is not there.
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
  }
  /// Activates the element; false when it does nothing special (the default).
  open func accessibilityActivate() -> Bool { false }
  /// Increments an adjustable element.
  open func accessibilityIncrement() {}
  /// Decrements an adjustable element.
  open func accessibilityDecrement() {}
  /// Scrolls by a page; false when the element does not scroll.
  open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
  /// Dismisses a modal view; false when nothing was dismissed.
  open func accessibilityPerformEscape() -> Bool { false }
  /// The app's most important action; false when there is none.
  open func accessibilityPerformMagicTap() -> Bool { false }

  // The defaults of each class, overridden by views and controls.
  var defaultIsAccessibilityElement: Bool { false }
  var defaultAccessibilityLabel: String? { nil }
  var defaultAccessibilityValue: String? { nil }
  var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
  var defaultAccessibilityFrame: CGRect { .zero }

  /// Hears a change of a key path this object observes (see `UIView.addObserver(_:forKeyPath:
  /// options:context:)`). Does nothing by default; subclasses override it, as on iOS.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}

  static weak var firstResponder: UIResponder?
}
