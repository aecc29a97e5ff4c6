import CoreGraphics
import Foundation
import QuartzCore

/// An object that manages the content of a rectangular area: the building block of every
/// screen. Each view is backed by a `CALayer`, which holds its geometry and look; the view adds
/// the hierarchy, Auto Layout and the update cycle (constraints, layout, display).
///
/// Views made in code translate their autoresizing mask into constraints
/// (``translatesAutoresizingMaskIntoConstraints`` is true), as on iOS.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
  /// The class of the layer a view of this class makes: `CALayer` unless a subclass says so
  /// (`override class var layerClass: AnyClass { CAGradientLayer.self }`).
  open class var layerClass: AnyClass { CALayer.self }

  /// ``layerClass`` as a layer class; a class that is not one gets a plain `CALayer` and a
  /// warning, where iOS would crash.
  private static var layerType: CALayer.Type {
    if let type = layerClass as? CALayer.Type { return type }
    LayoutLog.report("\(self).layerClass is \(layerClass), not a CALayer class; using CALayer.")
    return CALayer.self
  }

  /// The view's layer. The view is its delegate.
  public let layer: CALayer

  /// Creates a view with `frame` in its superview's coordinates.
  public init(frame: CGRect) {
    layer = Self.layerType.init()
    super.init()
    layer.delegate = self
    layer.frame = frame.isFinite ? frame : .zero
    // Every view draws once before it is first shown; views that don't draw are found then.
    layer.setNeedsDisplay()
  }

  /// Creates a view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// Creates a view from an unarchiver (a keyed archive such as `NSKeyedUnarchiver`'s), with
  /// a zero frame and the defaults `init(frame: .zero)` gives, as iOS does for an archive that
  /// holds nothing for the view. Divergence: what an archive holds for the view (Interface
  /// Builder's keys, which Apple does not document) is not read; see Docs/Divergences.md. A
  /// coder that is not keyed gives nil, except the one an appearance proxy is made with (see
  /// `AppearanceProxyCoder`).
  public required init?(coder: NSCoder) {
    guard coder is AppearanceProxyCoder || coder.allowsKeyedCoding else { return nil }
    layer = Self.layerType.init()
    super.init()
    layer.delegate = self
    layer.setNeedsDisplay()
  }

  // MARK: State the other files of the view keep

  /// Subviews, back to front.
  var subviewStorage: [UIView] = []
  weak var superviewStorage: UIView?
  /// The view controller whose root view this is.
  weak var owningViewController: UIViewController?
  /// The view's `registerForTraitChanges` registrations.
  var traitRegistrations = TraitChangeRegistrations()
  /// The interactions added with `addInteraction(_:)`.
  var interactionStorage: [any UIInteraction] = []
  /// The window this view is in, kept up to date by the hierarchy calls.
  weak var windowStorage: UIWindow?

  var needsUpdateConstraintsFlag = true
  var needsLayoutFlag = true
  var calledSuperUpdateConstraints = false
  var translatesMaskStorage = true
  var installedConstraints: [NSLayoutConstraint] = []
  var layoutGuideStorage: [UILayoutGuide] = []
  /// The Auto Layout engine, on the root of a hierarchy only.
  var engineStorage: LayoutEngine?
  var huggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (250, 250)
  var compressionPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    750, 750
  )
  /// The margins set on the view; nil until set (see `effectiveLayoutMargins` for defaults).
  var explicitMargins: UIEdgeInsets?
  var overrideStyleStorage: UIUserInterfaceStyle = .unspecified
  var tintColorStorage: UIColor?
  var backgroundColorStorage: UIColor?
  var contentModeStorage: ContentMode = .scaleToFill
  var contentScaleStorage: CGFloat?
  var lastTraits: UITraitCollection?
  var backingStore: BackingStore?
  var reachedBaseDraw = false
  var lastSafeAreaInsets = UIEdgeInsets.zero
  /// The margins the view was last laid out with; nil before its first layout.
  var lastLayoutMargins: UIEdgeInsets?
  /// The corner configuration once set (iOS 26); nil keeps the layer's own corner radius.
  var cornerConfigurationStorage: UICornerConfiguration?
  /// Whether the view is an appearance proxy, and what the proxies may not override.
  var appearanceState = AppearanceState()

  // MARK: Plain properties

  /// A number that identifies the view in ``viewWithTag(_:)``. 0 by default.
  open var tag = 0
  /// Whether the view takes part in events; stored only (there are no touches headless).
  open var isUserInteractionEnabled = true
  /// Whether a change of size resizes the subviews by their ``autoresizingMask``. True by
  /// default.
  open var autoresizesSubviews = true
  /// How the view is resized when its superview's size changes (frame-based layout, and the
  /// constraints ``translatesAutoresizingMaskIntoConstraints`` makes).
  open var autoresizingMask: AutoresizingMask = [] {
    didSet { frameDidChangeForEngine() }
  }
  /// Whether the view's layout margins include its safe area insets. True by default.
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { layoutMarginsDidChangeInternally() }
  }
  /// Whether the view's margins are at least its superview's where they overlap. False by
  /// default.
  open var preservesSuperviewLayoutMargins = false {
    didSet { layoutMarginsDidChangeInternally() }
  }
  /// Whether the view is laid out left-to-right or right-to-left regardless of the language.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet {
      traitsMayHaveChanged()
      // Leading and trailing of this view and its subviews may have changed sides.
      if semanticContentAttribute != oldValue { invalidateEngine() }
    }
  }

  // MARK: Appearance (here, not in an extension, so that subclasses can override)

  /// The colour that fills the view's bounds; nil (clear) by default. Dynamic colours follow
  /// the view's trait collection.
  open var backgroundColor: UIColor? {
    get { backgroundColorStorage }
    set {
      appearancePropertyDidSet(\UIView.backgroundColor, to: newValue)
      backgroundColorStorage = newValue
      resolveLayerColors()
    }
  }

  /// The view's opacity, 0…1, applied to it and its subviews as a group.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set {
      notifyingObservers(of: "alpha") {
        layer.opacity = Float(newValue.isFinite ? min(1, max(0, newValue)) : 1)
      }
    }
  }

  /// Whether the view and its subviews are left out when drawing. Hidden views still take part
  /// in layout.
  open var isHidden: Bool {
    get { layer.isHidden }
    set {
      guard newValue != layer.isHidden else { return }
      notifyingObservers(of: "isHidden") {
        layer.isHidden = newValue
        superviewStorage?.subviewDidChangeHidden(self)
      }
    }
  }

  /// The content size category of the view's traits changed (or was first known): text views
  /// that adjust their fonts for it (`adjustsFontForContentSizeCategory`) override this.
  func contentSizeCategoryDidChange() {}

  /// A subview was hidden or shown. Views that arrange their subviews (a stack view collapses
  /// hidden arranged subviews) override this to rearrange; others need not notice.
  func subviewDidChangeHidden(_ subview: UIView) {}

  /// Whether the view promises to fill its bounds with opaque content: true by default, as on
  /// iOS (buttons, image views and labels say false).
  ///
  /// Divergence: kept as the view's flag (descriptions print it); backing stores keep their
  /// alpha whatever it says, where iOS gives an opaque view's drawing a store without alpha.
  open var isOpaque = true

  /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// The view's tint: its own if set, else its superview's, else the system blue.
  open var tintColor: UIColor! {
    get { tintColorStorage ?? superviewStorage?.tintColor ?? .systemBlue }
    set {
      appearancePropertyDidSet(\UIView.tintColor, to: newValue)
      tintColorStorage = newValue
      propagateTintChange()
    }
  }

  /// Called when the tint colour the view sees changes. Does nothing by default.
  open func tintColorDidChange() {}

  /// How the view's drawing is placed when the bounds change size: stretched by default;
  /// `.redraw` draws again instead.
  open var contentMode: ContentMode {
    get { contentModeStorage }
    set {
      contentModeStorage = newValue
      layer.contentsGravity = newValue.contentsGravity
    }
  }

  // MARK: Hit-testing (here, not in an extension, so that subclasses can override)

  /// A view's accessibility frame is its bounds in screen (window) coordinates.
  override var defaultAccessibilityFrame: CGRect { convert(bounds, to: nil) }

  /// The deepest visible, interactive descendant (or this view) that contains `point`, in
  /// this view's coordinates; nil when the point is outside, or the view is hidden, has an
  /// alpha below 0.01 or does not take user interaction, as Apple documents. Later subviews,
  /// drawn on top, are asked first.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    return self
  }

  /// Whether `point` (in this view's coordinates) is inside the view: its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Whether `gestureRecognizer`, attached to this view, may begin. True by default.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Whether the view takes more than one touch at a time (stored only).
  open var isMultipleTouchEnabled = false
  /// Whether the view takes touches only when no other view has one (stored only).
  open var isExclusiveTouch = false

  // MARK: Traits, safe area and margins (overridable here, as on iOS; the work is in
  // UIView+Traits.swift and UIView+Margins.swift)

  /// The traits of the view's environment: its window's, its superview's and controllers'
  /// overrides, and its own.
  open var traitCollection: UITraitCollection { resolvedTraitCollection }
  /// How far the view is inside its window's safe area (and its controllers' additions).
  open var safeAreaInsets: UIEdgeInsets { resolvedSafeAreaInsets }
  /// ``layoutMargins`` in the reading direction of the view.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { directionalMargins }
    set { directionalMargins = newValue }
  }

  // MARK: The hierarchy (overridable here, as on iOS; the work is in UIView+Hierarchy.swift)

  /// Adds `view` at the front of the subviews, removing it from its old superview first.
  open func addSubview(_ view: UIView) { placeSubview(view, at: subviewStorage.count) }
  /// Inserts `view` at `index` among the subviews (clamped to the valid range).
  open func insertSubview(_ view: UIView, at index: Int) { placeSubview(view, at: index) }
  /// Inserts `view` just below `siblingSubview`.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    placeSubview(view, besides: siblingSubview, offset: 0)
  }
  /// Inserts `view` just above `siblingSubview`.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    placeSubview(view, besides: siblingSubview, offset: 1)
  }
  /// Swaps the subviews at two indices.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    swapSubviews(at: index1, index2)
  }
  /// Moves `view` to the front of the subviews.
  open func bringSubviewToFront(_ view: UIView) { moveSubviewToFront(view) }
  /// Moves `view` to the back of the subviews.
  open func sendSubviewToBack(_ view: UIView) { moveSubviewToBack(view) }
  /// Removes the view from its superview and window. Constraints that relate the view or its
  /// subtree to views outside it are deactivated, as on iOS.
  open func removeFromSuperview() { leaveSuperview() }

  // MARK: Hierarchy notifications

  /// The next responder: the view controller whose view this is, else the superview.
  open override var next: UIResponder? { owningViewController ?? superviewStorage }

  /// Called after `subview` was added. Does nothing by default.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before `subview` is removed. Does nothing by default.
  open func willRemoveSubview(_ subview: UIView) {}
  /// Called before the view moves to `newSuperview` (nil when it is removed).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview (or was removed).
  open func didMoveToSuperview() {}
  /// Called before the view moves to `newWindow`.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view moved to a new window (or left one).
  open func didMoveToWindow() {}

  // MARK: The update cycle (see UIView+UpdateCycle.swift)

  /// Marks the view's constraints as needing an update pass before the next layout.
  open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }

  /// Runs the update-constraints pass now, bottom-up over the view's subtree, for the views
  /// marked as needing it.
  open func updateConstraintsIfNeeded() { runUpdateConstraintsPass() }

  /// Updates the view's constraints. Overrides must call `super.updateConstraints()` as their
  /// last step, as UIKit requires.
  open func updateConstraints() { calledSuperUpdateConstraints = true }

  /// Marks the view as needing layout; the layout pass runs at the end of the run-loop turn,
  /// or at the next ``layoutIfNeeded()``.
  open func setNeedsLayout() { markNeedsLayout() }

  /// Lays out now: updates constraints, then runs ``layoutSubviews()`` top-down from the
  /// highest ancestor that needs layout, for every view marked as needing it.
  open func layoutIfNeeded() { runLayoutIfNeeded() }

  /// Lays out the subviews. The default places the subviews that use Auto Layout at the frames
  /// the constraints give them.
  open func layoutSubviews() { applyEngineFramesToSubviews() }

  /// Lays out the view's layer: for its own layer, runs ``layoutSubviews()`` between its view
  /// controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`. The layout pass
  /// reaches ``layoutSubviews()`` through here, as on iOS, so an override that calls super
  /// can place its own sublayers after the subviews.
  open func layoutSublayers(of layer: CALayer) {
    guard layer === self.layer else { return }
    if let controller = owningViewController {
      controller.viewWillLayoutSubviews()
      layoutSubviews()
      controller.viewDidLayoutSubviews()
    } else {
      layoutSubviews()
    }
  }

  /// The action for a change of the view's layer: `NSNull`, none, as UIKit answers outside
  /// animation blocks (Offscreen's animation blocks do not go through layer actions).
  open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }

  /// Marks all of the view's drawing as needing to be redrawn in the next display pass.
  open func setNeedsDisplay() {
    layer.setNeedsDisplay()
    scheduleUpdateCycle()
  }

  /// Marks the part `rect` (in bounds coordinates) of the view's drawing as needing to be
  /// redrawn; only that part is cleared and drawn again, and ``draw(_:)`` gets that rect.
  open func setNeedsDisplay(_ rect: CGRect) {
    layer.setNeedsDisplay(rect)
    scheduleUpdateCycle()
  }

  /// Draws the view's content in `rect` (bounds coordinates) into the current UIKit context,
  /// whose origin is the top-left of the bounds. The default draws nothing; views that do not
  /// override it get no backing store.
  open func draw(_ rect: CGRect) { reachedBaseDraw = true }

  /// Draws the view's layer into `ctx` as the layer's delegate: makes `ctx` the current UIKit
  /// context and calls ``draw(_:)`` with the part of the bounds being redrawn. Subclasses that
  /// override it without calling super draw what they draw here instead.
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    UIGraphicsPushContext(ctx)
    defer { UIGraphicsPopContext() }
    // The display pass says which part it redraws; called otherwise, the clip says.
    let rect = displayedRect ?? ctx.boundingBoxOfClipPath.intersection(bounds)
    traitCollection.performAsCurrent { draw(rect.isNull ? bounds : rect) }
  }

  /// The name under which state restoration saves the view; nil (the default) does not save
  /// it. Code also uses it to find its own views again.
  ///
  /// Divergence: kept only; nothing saves or restores state headless.
  open var restorationIdentifier: String?

  /// A view whose alpha masks this view's content and background: where the mask is clear the
  /// view does not show. It is laid out in the view's bounds coordinates and is not a subview.
  /// Nil by default.
  open var mask: UIView? {
    didSet { layer.mask = mask?.layer }
  }

  /// Called when the layout margins change. Does nothing by default.
  open func layoutMarginsDidChange() {}

  /// Called when the safe area insets change. Does nothing by default.
  open func safeAreaInsetsDidChange() {}

  /// Called when the traits the view sees change. Does nothing by default.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Sizing and Auto Layout (see the AutoLayout folder)

  /// The size the view's content needs, or ``noIntrinsicMetric`` on an axis where it has none.
  /// Auto Layout turns it into hugging and compression-resistance constraints.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells Auto Layout that ``intrinsicContentSize`` changed.
  open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }

  /// The size that best fits `size`. The default returns the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// The smallest (``layoutFittingCompressedSize``) or largest (``layoutFittingExpandedSize``)
  /// size that satisfies the view's constraints, or the size closest to `targetSize`.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
  }

  /// The size that satisfies the view's constraints closest to `targetSize`, with each axis
  /// held to its target at the given priority.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// The view whose first baseline ``firstBaselineAnchor`` follows: the view itself by default.
  open var forFirstBaselineLayout: UIView { self }

  /// The view whose last baseline ``lastBaselineAnchor`` follows: the view itself by default.
  open var forLastBaselineLayout: UIView { self }

  /// The view whose baseline older layout code aligns: ``forLastBaselineLayout`` by default.
  @available(*, deprecated, message: "use forFirstBaselineLayout or forLastBaselineLayout")
  open func forBaselineLayout() -> UIView { forLastBaselineLayout }

  /// The smallest content size category the view's text follows; nil (the default) sets no
  /// limit.
  ///
  /// Divergence: kept, but the categories the view's traits report are not limited by it.
  open var minimumContentSizeCategory: UIContentSizeCategory?

  /// The largest content size category the view's text follows; nil (the default) sets no
  /// limit. Kept, as ``minimumContentSizeCategory`` is.
  open var maximumContentSizeCategory: UIContentSizeCategory?

  /// A description of the limits set on the content size category, for debugging.
  open var appliedContentSizeCategoryLimitsDescription: String {
    let minimum = minimumContentSizeCategory.map { "minimum: \($0.rawValue)" }
    let maximum = maximumContentSizeCategory.map { "maximum: \($0.rawValue)" }
    let limits = [minimum, maximum].compactMap { $0 }
    return limits.isEmpty ? "no limits" : limits.joined(separator: ", ")
  }

  /// The distances from the top of the view to its first baseline and from its bottom to its
  /// last baseline, for views with text; nil for views without a baseline of their own.
  var baselineOffsets: (first: CGFloat, lastFromBottom: CGFloat)? { nil }

  /// Whether the view needs Auto Layout to lay out correctly. False by default.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// The margins inside which content is laid out: its own, plus the safe area insets when
  /// ``insetsLayoutMarginsFromSafeArea`` (8 points on each side by default).
  open var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins }
    set { setExplicitLayoutMargins(newValue) }
  }

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates. With a non-identity ``transform``
  /// it is the bounding box of the transformed view, and setting it is undefined (as on iOS).
  open var frame: CGRect {
    get { layer.frame }
    set {
      guard newValue.isFinite else { return reportNonFinite("frame", newValue) }
      notifyingObservers(of: "frame") {
        let old = (layer.bounds.size, layer.position)
        layer.frame = newValue
        geometryDidChange(oldSize: old.0, oldCenter: old.1)
      }
    }
  }

  /// The view's own coordinate space: its origin is the point drawn at the top-left corner.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      guard newValue.isFinite else { return reportNonFinite("bounds", newValue) }
      notifyingObservers(of: "bounds") {
        let old = (layer.bounds, layer.position)
        layer.bounds = newValue
        if newValue.origin != old.0.origin { setNeedsLayout() }
        geometryDidChange(oldSize: old.0.size, oldCenter: old.1)
      }
    }
  }

  /// The centre of the frame, in the superview's coordinates.
  open var center: CGPoint {
    get { layer.position }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite else {
        return reportNonFinite("center", CGRect(origin: newValue, size: .zero))
      }
      notifyingObservers(of: "center") {
        let old = layer.position
        layer.position = newValue
        geometryDidChange(oldSize: layer.bounds.size, oldCenter: old)
      }
    }
  }

  /// The transform applied around the centre. Layout ignores it, as on iOS.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }

  /// Brings layout, the engine and display up to date with a new size or position.
  private func geometryDidChange(oldSize: CGSize, oldCenter: CGPoint) {
    let size = layer.bounds.size
    if size != oldSize {
      setNeedsLayout()
      if autoresizesSubviews { resizeSubviews(withOldSize: oldSize) }
      if contentModeStorage == .redraw || backingStore == nil { setNeedsDisplay() }
    }
    if size != oldSize || layer.position != oldCenter {
      frameDidChangeForEngine()
    }
  }

  private func reportNonFinite(_ property: String, _ value: CGRect) {
    LayoutLog.report(
      "Ignoring a non-finite \(property) \(value) set on \(shortDescription); the view keeps "
        + "\(frame).")
  }

  // MARK: Description

  /// A one-line description: class, address and frame, as UIKit's `description` starts.
  var shortDescription: String {
    let f = frame
    return
      "<\(type(of: self)): \(address); frame = (\(f.minX.compact) \(f.minY.compact); "
      + "\(f.width.compact) \(f.height.compact))>"
  }

  var address: String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
  }
}

extension CGRect {
  var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

extension CGFloat {
  /// The number as UIKit's descriptions print it: no trailing ".0".
  var compact: String {
    self == rounded() && magnitude < 1e15 ? String(Int(self)) : String(Double(self))
  }
}
