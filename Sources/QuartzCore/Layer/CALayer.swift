import CoreGraphics
import Foundation

/// An object that holds an image-based content and the geometry and look it is composited
/// with: the building block of Core Animation and the backing of every `UIView`.
///
/// Geometry follows iOS: the origin of `bounds` is the top-left, `position` is where the
/// `anchorPoint` of the bounds sits in the superlayer, and `frame` is derived from them and
/// `transform`.
///
/// Divergence: on iOS `CALayer` is not tied to the main actor; here it is, like the views it
/// backs, so that a layer and its delegate share one isolation.
@preconcurrency @MainActor
open class CALayer {
  /// Creates a layer with empty bounds at the origin.
  public required init() {}

  /// Creates a layer that copies `layer`'s geometry and look (Core Animation uses this for
  /// presentation copies). Sublayers, superlayer and delegate are not copied.
  public init(layer: Any) {
    guard let other = layer as? CALayer else { return }
    bounds = other.bounds
    position = other.position
    anchorPoint = other.anchorPoint
    transform = other.transform
    isHidden = other.isHidden
    opacity = other.opacity
    backgroundColor = other.backgroundColor
    backdrop = other.backdrop
    cornerRadius = other.cornerRadius
    maskedCorners = other.maskedCorners
    cornerRadii = other.cornerRadii
    cornerCurve = other.cornerCurve
    borderWidth = other.borderWidth
    borderColor = other.borderColor
    shadowColor = other.shadowColor
    shadowOpacity = other.shadowOpacity
    shadowOffset = other.shadowOffset
    shadowRadius = other.shadowRadius
    shadowPath = other.shadowPath
    masksToBounds = other.masksToBounds
    contents = other.contents
    contentsGravity = other.contentsGravity
    contentsScale = other.contentsScale
    contentsRect = other.contentsRect
    contentsCenter = other.contentsCenter
    minificationFilter = other.minificationFilter
    magnificationFilter = other.magnificationFilter
    minificationFilterBias = other.minificationFilterBias
    isOpaque = other.isOpaque
    name = other.name
  }

  // MARK: Geometry

  /// The layer's own coordinate space: its origin is the top-left corner of its content.
  open var bounds: CGRect = .zero {
    didSet {
      if bounds.size != oldValue.size {
        setNeedsLayout()
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
      }
    }
  }
  /// Where the layer's `anchorPoint` sits, in the superlayer's coordinate space.
  open var position: CGPoint = .zero
  /// The point of the bounds, in unit coordinates (0…1 on each axis), that `position` places
  /// and `transform` turns around. Defaults to the centre, (0.5, 0.5).
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The layer's depth among its siblings; stored, not used for ordering.
  open var zPosition: CGFloat = 0
  /// The transform applied around the anchor point.
  open var transform = CATransform3DIdentity
  /// The transform applied to the sublayers, around the centre of the bounds; stored only.
  open var sublayerTransform = CATransform3DIdentity

  /// The affine part of ``transform``.
  open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

  /// Sets ``transform`` to the affine transform `m`.
  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  /// The layer's rectangle in the superlayer's coordinate space: the bounding box of the
  /// transformed bounds. Setting it with a non-identity transform only moves the layer, as
  /// Apple's documentation leaves the result undefined.
  open var frame: CGRect {
    get {
      let size = bounds.size
      let origin = CGPoint(
        x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height)
      guard !CATransform3DIsIdentity(transform) else { return CGRect(origin: origin, size: size) }
      let local = CGRect(
        x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
        width: size.width, height: size.height)
      return local.applying(affineTransform()).offsetBy(dx: position.x, dy: position.y)
    }
    set {
      let rect = newValue.standardized
      if CATransform3DIsIdentity(transform) { bounds.size = rect.size }
      position = CGPoint(
        x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
    }
  }

  /// The transform from this layer's bounds to its superlayer's coordinate space.
  var transformToSuperlayer: CGAffineTransform {
    let size = bounds.size
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * size.width, y: bounds.minY + anchorPoint.y * size.height)
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(affineTransform())
      .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  /// The transform from this layer's bounds to the root of its layer tree.
  var transformToRoot: CGAffineTransform {
    var transform = transformToSuperlayer
    var layer = superlayer
    while let current = layer, current.superlayer != nil {
      transform = transform.concatenating(current.transformToSuperlayer)
      layer = current.superlayer
    }
    if let root = layer {
      transform = transform.concatenating(
        CGAffineTransform(translationX: -root.bounds.minX, y: -root.bounds.minY))
    }
    return transform
  }

  /// Converts `point` from `layer`'s coordinate space to this layer's.
  open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    point.applying(conversion(from: layer))
  }

  /// Converts `point` from this layer's coordinate space to `layer`'s.
  open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    (layer ?? rootLayer).convert(point, from: self)
  }

  /// Converts `rect` from `layer`'s coordinate space to this layer's.
  open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
    rect.applying(conversion(from: layer))
  }

  /// Converts `rect` from this layer's coordinate space to `layer`'s.
  open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
    (layer ?? rootLayer).convert(rect, from: self)
  }

  private func conversion(from layer: CALayer?) -> CGAffineTransform {
    let source = layer ?? rootLayer
    return source.transformToRoot.concatenating(transformToRoot.inverted())
  }

  private var rootLayer: CALayer {
    var layer = self
    while let parent = layer.superlayer { layer = parent }
    return layer
  }

  // MARK: Hierarchy

  /// The layer this layer is a sublayer of.
  public private(set) weak var superlayer: CALayer?

  /// The layer's sublayers, back to front; `nil` when it has none.
  open var sublayers: [CALayer]? {
    get { children.isEmpty ? nil : children }
    set {
      for child in children { child.superlayer = nil }
      children = []
      for child in newValue ?? [] { insertSublayer(child, at: UInt32(children.count)) }
    }
  }

  private var children: [CALayer] = []

  /// Appends `layer` to the sublayers, removing it from its old superlayer first.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(children.count))
  }

  /// Inserts `layer` at `index` among the sublayers (clamped to the end).
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    children.insert(layer, at: min(Int(index), children.count))
    layer.superlayer = self
    setNeedsLayout()
  }

  /// Inserts `layer` just below `sibling`, or at the back when `sibling` is not a sublayer.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(index))
    // Removing `layer` from this very layer may have shifted `sibling` down by one.
    if let sibling, let at = children.firstIndex(where: { $0 === sibling }),
      let mine = children.firstIndex(where: { $0 === layer }), mine > at
    {
      children.remove(at: mine)
      children.insert(layer, at: at)
    }
  }

  /// Inserts `layer` just above `sibling`, or at the front when `sibling` is not a sublayer.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 }
    insertSublayer(layer, at: UInt32(index ?? children.count))
  }

  /// Replaces the sublayer `oldLayer` with `newLayer`.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.children.removeAll { $0 === self }
    superlayer = nil
    parent.setNeedsLayout()
  }

  // MARK: Look

  /// Whether the layer (and its sublayers) are left out when drawing.
  open var isHidden = false
  /// The layer's opacity, 0…1, applied to it and its sublayers as a group.
  open var opacity: Float = 1
  /// The colour that fills the bounds (inside the corner radius) behind the contents.
  open var backgroundColor: CGColor?
  /// The frosting of what is drawn behind the layer, for `UIVisualEffectView`; nil for none.
  package var backdrop: CALayerBackdrop?
  /// The radius of the rounded corners of the background and border.
  open var cornerRadius: CGFloat = 0
  /// Which corners ``cornerRadius`` rounds. Defaults to all four.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// A radius for each corner, in place of ``cornerRadius`` and ``maskedCorners`` when set:
  /// how UIKit's corner configurations round corners differently.
  package var cornerRadii: LayerCornerRadii?
  /// The curve of the rounded corners. Defaults to `.circular`.
  open var cornerCurve: CALayerCornerCurve = .circular
  /// The width of the border, drawn inside the bounds above the contents and sublayers.
  open var borderWidth: CGFloat = 0
  /// The colour of the border. Defaults to opaque black.
  open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// The colour of the shadow. Defaults to opaque black.
  open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// The opacity of the shadow, 0…1. Defaults to 0: no shadow.
  open var shadowOpacity: Float = 0
  /// The offset of the shadow. Defaults to (0, -3), as on iOS.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius of the shadow. Defaults to 3.
  open var shadowRadius: CGFloat = 3
  /// The shape of the shadow; `nil` casts it from the layer's composited alpha.
  open var shadowPath: CGPath?
  /// Whether sublayers and contents are clipped to the bounds (and the corner radius).
  open var masksToBounds = false
  /// A layer whose alpha masks this layer's composited content.
  open var mask: CALayer?
  /// Whether the layer promises to fill its bounds with opaque content; stored only.
  open var isOpaque = false
  /// A name for the layer, for debugging.
  open var name: String?
  /// Values set by key-value coding for keys that are not the layer's properties.
  var keyedValues: [String: Any] = [:]

  // MARK: Actions

  /// Actions by event (a property's name, say); nil by default. An `NSNull` for an event
  /// turns its action off.
  open var actions: [String: any CAAction]?

  /// The action for `event`: the delegate's ``CALayerDelegate/action(for:forKey:)`` first,
  /// then ``actions``, then the class's ``defaultAction(forKey:)``; the search ends at the
  /// first found, and an `NSNull` found is no action (nil).
  open func action(forKey event: String) -> (any CAAction)? {
    let found =
      delegate?.action(for: self, forKey: event) ?? actions?[event]
      ?? Self.defaultAction(forKey: event)
    return found is NSNull ? nil : found
  }

  /// The action a class gives `event` when neither the delegate nor ``actions`` does: none.
  open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
  /// Whether edges are antialiased; stored only (Offscreen always antialiases).
  open var allowsEdgeAntialiasing = false
  /// Whether the layer's content is composited as a group; stored only.
  open var allowsGroupOpacity = true
  /// Whether to cache a bitmap of the layer; stored only.
  open var shouldRasterize = false
  /// The scale of the cached bitmap; stored only.
  open var rasterizationScale: CGFloat = 1

  // MARK: Contents

  /// The layer's image content: a `CGImage`, or `nil`.
  open var contents: Any? {
    didSet { contentsGeneration = ContentsGeneration.next() }
  }
  /// Which setting of ``contents`` this is, unique across layers: a view redrawn in place keeps
  /// its pixel memory, so only this tells a retained frame that the pixels changed.
  private(set) var contentsGeneration = 0
  /// The frames kept for ``retainedImage(bounds:scale:)``.
  var retainedFrames: RetainedFrames?
  /// The animations attached with `add(_:forKey:)`, in the order they were added.
  var attachedAnimations: [AttachedAnimation] = []
  /// The layer's own timing (`CAMediaTiming`).
  var timing = LayerTiming()
  /// How ``contents`` is placed in the bounds. Defaults to `.resize`.
  open var contentsGravity: CALayerContentsGravity = .resize
  /// Pixels per point of ``contents``. Defaults to 1.
  open var contentsScale: CGFloat = 1
  /// The part of ``contents`` that is drawn, in unit coordinates. Defaults to all of it.
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The stretchable middle of ``contents``, in unit coordinates, for nine-part scaling.
  open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// How ``contents`` is sampled when drawn smaller than its pixels. Defaults to `.linear`.
  open var minificationFilter = CALayerContentsFilter.linear
  /// How ``contents`` is sampled when drawn larger than its pixels. Defaults to `.linear`.
  open var magnificationFilter = CALayerContentsFilter.linear
  /// The bias of the level of detail `.trilinear` minification picks. Defaults to 0.
  open var minificationFilterBias: Float = 0
  /// Whether a change of bounds size marks the layer as needing display. Defaults to false.
  open var needsDisplayOnBoundsChange = false

  /// The object that draws and lays out the layer's content; on iOS, the view it backs.
  open weak var delegate: (any CALayerDelegate)?

  // MARK: Display

  private var displayPending = false
  /// The part of the bounds that needs redrawing; `nil` when all of it does.
  package private(set) var pendingDisplayRect: CGRect?

  /// Marks all of the layer's content as needing to be redrawn.
  open func setNeedsDisplay() {
    displayPending = true
    pendingDisplayRect = nil
  }

  /// Marks the part `r` of the bounds as needing to be redrawn.
  open func setNeedsDisplay(_ r: CGRect) {
    if displayPending {
      pendingDisplayRect = pendingDisplayRect.map { $0.union(r) }
    } else {
      displayPending = true
      pendingDisplayRect = r
    }
  }

  /// Whether the layer is marked as needing display.
  open func needsDisplay() -> Bool { displayPending }

  /// Redraws the layer if it is marked as needing display.
  open func displayIfNeeded() {
    guard displayPending else { return }
    display()
  }

  /// Fills the layer's contents: asks the delegate, which by default draws through
  /// ``draw(in:)`` into a new backing store. Clears the needs-display mark.
  open func display() {
    if let delegate {
      delegate.display(self)
    } else {
      displayIntoBackingStore()
    }
    displayPending = false
    pendingDisplayRect = nil
  }

  /// Draws the layer's content into `ctx`. The default asks the delegate.
  open func draw(in ctx: CGContext) {
    delegate?.draw(self, in: ctx)
  }

  // MARK: Layout

  private var layoutPending = false

  /// Marks the layer as needing its sublayers laid out.
  open func setNeedsLayout() { layoutPending = true }

  /// Whether the layer is marked as needing layout.
  open func needsLayout() -> Bool { layoutPending }

  /// Lays out the sublayers now if the layer is marked as needing it, then does the same for
  /// its sublayers.
  open func layoutIfNeeded() {
    if layoutPending {
      layoutPending = false
      layoutSublayers()
    }
    for child in children { child.layoutIfNeeded() }
  }

  /// Lays out the sublayers. The default asks the delegate.
  open func layoutSublayers() {
    delegate?.layoutSublayers(of: self)
  }

  /// The size the layer would like to be; `.zero` by default.
  open func preferredFrameSize() -> CGSize { bounds.size }
}
