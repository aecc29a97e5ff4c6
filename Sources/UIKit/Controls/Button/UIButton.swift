import CoreGraphics
import Foundation

/// A control that runs an action when tapped, showing a title, an image or both over an
/// optional background.
///
/// A button is set up either the classic way, with a ``ButtonType`` and values per state
/// (``setTitle(_:for:)``, ``setTitleColor(_:for:)``, ``setImage(_:for:)``), or with a
/// ``Configuration`` (iOS 15). Its intrinsic size is its content plus insets: for a classic
/// button the title label with 6 points above and below, for a configured one the
/// configuration's ``Configuration/contentInsets``.
@preconcurrency @MainActor
open class UIButton: UIControl {
  // Accessibility: a button speaks its title as a button.
  override var defaultAccessibilityLabel: String? { currentTitle }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    super.defaultAccessibilityTraits.union(.button)
  }

  // MARK: Per-state content (here, not in an extension, so that subclasses can override; the
  // readers are in UIButton+StateValues.swift)

  /// Sets the title shown in `state`. A state without a title shows the `.normal` one.
  open func setTitle(_ title: String?, for state: State) {
    store(title, in: \.titles, for: state)
  }

  /// Sets the colour of the title in `state`.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    appearanceSetterCalled(
      key: AppearanceMethodKey("setTitleColor", state.rawValue),
      { ($0 as? UIButton)?.setTitleColor(color, for: state) })
    store(color, in: \.titleColors, for: state)
  }

  /// Sets the colour of the title's shadow in `state`.
  open func setTitleShadowColor(_ color: UIColor?, for state: State) {
    appearanceSetterCalled(
      key: AppearanceMethodKey("setTitleShadowColor", state.rawValue),
      { ($0 as? UIButton)?.setTitleShadowColor(color, for: state) })
    store(color, in: \.titleShadowColors, for: state)
  }

  /// Sets the image shown in `state`.
  open func setImage(_ image: UIImage?, for state: State) {
    appearanceSetterCalled(
      key: AppearanceMethodKey("setImage", state.rawValue),
      { ($0 as? UIButton)?.setImage(image, for: state) })
    store(image, in: \.images, for: state)
  }

  /// Sets the image drawn behind the content in `state`, stretched to the bounds.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    appearanceSetterCalled(
      key: AppearanceMethodKey("setBackgroundImage", state.rawValue),
      { ($0 as? UIButton)?.setBackgroundImage(image, for: state) })
    store(image, in: \.backgroundImages, for: state)
  }

  /// Sets the attributed title shown in `state`; it is shown instead of the plain title.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    store(title, in: \.attributedTitles, for: state)
  }

  /// Puts `value` in the per-state table and redraws the content: the setters' shared work.
  private func store<Value>(
    _ value: Value?, in table: ReferenceWritableKeyPath<UIButton, StateTable<Value>>,
    for state: State
  ) {
    self[keyPath: table][state] = value
    contentDidChange()
  }

  /// The closure that updates a button's configuration when its state changes.
  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

  /// The button's type, chosen when it was made.
  public internal(set) var buttonType = ButtonType.custom

  var titles = StateTable<String>()
  var attributedTitles = StateTable<NSAttributedString>()
  var titleColors = StateTable<UIColor>()
  var titleShadowColors = StateTable<UIColor>()
  var images = StateTable<UIImage>()
  var backgroundImages = StateTable<UIImage>()

  let titleLabelStorage = UIButtonLabel()
  let subtitleLabelStorage = UIButtonLabel()
  let imageViewStorage = UIImageView()
  /// Set while ``updateConfiguration()`` runs: a handler that sets the configuration must not
  /// start another update.
  var isUpdatingConfiguration = false

  /// Creates a custom button with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureButtonDefaults()
  }

  /// Creates a button from a keyed archive with the defaults `init(frame: .zero)` gives; what
  /// the archive holds is not read, and a coder that is not keyed gives nil (see `UIView`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureButtonDefaults()
  }

  private func configureButtonDefaults() {
    contentMode = .redraw
    isOpaque = false
    for label in [titleLabelStorage, subtitleLabelStorage] {
      label.owner = self
      label.font = .systemFont(ofSize: Self.classicFontSize)
      label.textAlignment = .center
    }
    // As UIKit's: the image view clips what its content mode puts outside it.
    imageViewStorage.clipsToBounds = true
    refreshContent()
  }

  /// Creates a button of `buttonType` with a zero frame.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    refreshContent()
  }

  /// Creates a button of `buttonType` (system by default) that runs `primaryAction` for
  /// `.primaryActionTriggered`, showing the action's title and image.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { adopt(primaryAction) }
  }

  /// Creates a system button with `frame` that runs `primaryAction`, showing its title and
  /// image.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(type: .system, primaryAction: primaryAction)
    self.frame = frame
  }

  /// Creates a system button showing `configuration`, running `primaryAction` when given.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    if let primaryAction { adopt(primaryAction) }
    self.configuration = configuration
    // An initialiser of the class that declares the property does not run its observer.
    contentDidChange()
  }

  /// A system button showing `image` that calls `action` on `target` for `.touchUpInside`.
  ///
  /// Divergence: it returns a `UIButton`, not `Self`: Swift can make `Self` only through a
  /// `required` initialiser, and making `init(frame:)` required would break subclasses
  /// written for iOS.
  public class func systemButton(with image: UIImage, target: Any?, action: Selector?)
    -> UIButton
  {
    let button = UIButton(type: .system)
    button.setImage(image, for: .normal)
    if let action { button.addTarget(target, action: action, for: .touchUpInside) }
    return button
  }

  // MARK: Subviews

  /// The label that shows the title. Its font may be changed (the 15-point system font by
  /// default); its text and colour follow the button's state. Asking for it puts it in the
  /// button (hidden, once laid out, while there is no title), as UIKit does.
  public var titleLabel: UILabel? { installed(titleLabelStorage) }

  /// The image view that shows the image. Asking for it puts it in the button (hidden, once
  /// laid out, while there is no image), as UIKit does.
  public var imageView: UIImageView? { installed(imageViewStorage) }

  /// The label that shows a configuration's subtitle; its text and style follow the
  /// configuration.
  public var subtitleLabel: UILabel? { installed(subtitleLabelStorage) }

  /// Adds the image view, title or subtitle label to the button, below its other subviews
  /// and in that order, if it is not there yet. A button holds only the ones it has shown or
  /// been asked for, as UIKit's does: a titled button's description lists only its
  /// `UIButtonLabel`, an add button's only its image view.
  func install(_ view: UIView) {
    guard view.superview !== self else { return }
    let order: [UIView] = [imageViewStorage, titleLabelStorage, subtitleLabelStorage]
    let below = order.prefix { $0 !== view }.filter { $0.superview === self }.count
    insertSubview(view, at: below)
  }

  private func installed<View: UIView>(_ view: View) -> View {
    install(view)
    return view
  }

  // MARK: Configuration

  /// The configuration the button shows; nil (the default for classic buttons) uses the
  /// values set per state.
  open var configuration: Configuration? {
    didSet { contentDidChange() }
  }

  /// Whether the configuration is updated for the button's state before it is shown. True
  /// by default.
  open var automaticallyUpdatesConfiguration = true {
    didSet { contentDidChange() }
  }

  /// Called when the button's state changes, to change its configuration; nil by default.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { contentDidChange() }
  }

  /// Whether the primary action toggles ``isSelected``. False by default.
  open var changesSelectionAsPrimaryAction = false

  /// The menu the button shows; nil by default. Setting one turns the control's context menu
  /// interaction on, and nil turns it off, as on iOS. Never presented headless: the
  /// interaction's configuration gives it (`contextMenuInteraction?.configuration(at:)`).
  open var menu: UIMenu? {
    didSet { isContextMenuInteractionEnabled = menu != nil }
  }

  /// The configuration of the button's menu: one whose menu is ``menu``; nil without a menu.
  open override func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let menu else { return nil }
    return UIContextMenuConfiguration(actionProvider: { _ in menu })
  }

  /// Asks for ``updateConfiguration()`` before the button is next shown.
  open func setNeedsUpdateConfiguration() { contentDidChange() }

  /// Runs ``configurationUpdateHandler``. Subclasses override it to change the configuration
  /// by state.
  open func updateConfiguration() { configurationUpdateHandler?(self) }

  // MARK: Classic insets and options

  /// Space around the content of a classic button; ignored with a configuration.
  open var contentEdgeInsets = UIEdgeInsets.zero {
    didSet {
      appearancePropertyDidSet(\UIButton.contentEdgeInsets, to: contentEdgeInsets)
      contentDidChange()
    }
  }

  /// Moves the title of a classic button: the title is shifted by half the difference of
  /// opposite insets.
  open var titleEdgeInsets = UIEdgeInsets.zero {
    didSet {
      appearancePropertyDidSet(\UIButton.titleEdgeInsets, to: titleEdgeInsets)
      setNeedsLayout()
    }
  }

  /// Moves the image of a classic button, as ``titleEdgeInsets`` moves the title.
  open var imageEdgeInsets = UIEdgeInsets.zero {
    didSet {
      appearancePropertyDidSet(\UIButton.imageEdgeInsets, to: imageEdgeInsets)
      setNeedsLayout()
    }
  }

  /// Whether a highlighted custom button darkens its image; stored only (no touches).
  open var adjustsImageWhenHighlighted = true

  /// Whether a disabled custom button dims its image. True by default.
  open var adjustsImageWhenDisabled = true {
    didSet { refreshContent() }
  }

  /// Whether a touch shows a glow; stored only.
  open var showsTouchWhenHighlighted = false

  // MARK: Overrides

  /// The content's size plus the insets (see the class documentation).
  open override var intrinsicContentSize: CGSize { contentLayout().fittingSize }

  /// The intrinsic size, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The rectangle the content is placed in: the bounds inset by ``contentEdgeInsets``.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: contentLayout().insets)
  }

  /// Where the title label goes in `contentRect`, by the content alignments and
  /// ``titleEdgeInsets``; an empty rectangle at its centre without a title.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    contentFrames(in: contentRect).title
      ?? CGRect(origin: CGPoint(x: contentRect.midX, y: contentRect.midY), size: .zero)
  }

  /// Where the image view goes in `contentRect`, by the content alignments and
  /// ``imageEdgeInsets``; an empty rectangle at its centre without an image.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    contentFrames(in: contentRect).image
      ?? CGRect(origin: CGPoint(x: contentRect.midX, y: contentRect.midY), size: .zero)
  }

  /// Places the image and the title and subtitle labels.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeContent()
  }

  /// Draws the background: the configuration's, the background image, or the glyph of an
  /// info, add or close button.
  open override func draw(_ rect: CGRect) {
    drawBackground()
  }

  /// Follows the new tint: the title, image and a configuration's background.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshContent()
    setNeedsDisplay()
  }

  override func controlStateDidChange() {
    super.controlStateDidChange()
    contentDidChange()
  }

  /// Sends the actions, first toggling ``isSelected`` for the primary action when
  /// ``changesSelectionAsPrimaryAction`` is set.
  open override func sendActions(for controlEvents: Event) {
    if changesSelectionAsPrimaryAction && controlEvents.contains(.primaryActionTriggered) {
      isSelected.toggle()
    }
    super.sendActions(for: controlEvents)
  }
}
