import CoreGraphics

extension UIView {
  /// The value that means "no intrinsic size on this axis".
  public static let noIntrinsicMetric: CGFloat = -1
  /// The target size for the smallest size that satisfies the constraints.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The target size for the largest size that satisfies the constraints.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// Whether the view's frame and autoresizing mask become constraints that fix its place and
  /// size. True for views made in code; set it to false to lay the view out with constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { translatesMaskStorage }
    set {
      guard newValue != translatesMaskStorage else { return }
      translatesMaskStorage = newValue
      invalidateEngine()
      (superview ?? self).setNeedsLayout()
    }
  }

  /// The active constraints installed on this view (those whose items' closest common
  /// ancestor it is).
  public var constraints: [NSLayoutConstraint] { installedConstraints }

  /// Activates `constraint`; the same as setting `isActive`.
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  /// Activates `constraints`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }
  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  /// Deactivates `constraints`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by
  /// default).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      huggingPriorities.horizontal = priority
    } else {
      huggingPriorities.vertical = priority
    }
    intrinsicContentSizeDidChange()
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by
  /// default).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    intrinsicContentSizeDidChange()
  }

  /// Whether the constraints leave the view's frame undetermined: some position or size
  /// could change without making any constraint less satisfied.
  public var hasAmbiguousLayout: Bool {
    let engine = rootView.layoutEngine
    engine.sync()
    return engine.isAmbiguous(self)
  }

  /// The active constraints that involve the view on `axis`, as a debugging aid.
  ///
  /// Divergence: UIKit also lists constraints that reach the view through others; Offscreen
  /// lists those that name it.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    rootView.allInstalledConstraints.filter { constraint in
      constraint.terms.contains { $0.item === self && $0.attribute.axis == axis }
    }
  }

  // MARK: The engine's side

  /// The engine of the view's hierarchy, made on first use (on the root view).
  var layoutEngine: LayoutEngine {
    let root = rootView
    if let engine = root.engineStorage { return engine }
    let engine = LayoutEngine(root: root)
    root.engineStorage = engine
    return engine
  }

  /// The engine of the view's hierarchy if one was made.
  var engineIfBuilt: LayoutEngine? { rootView.engineStorage }

  /// Every active constraint installed in the view's subtree.
  var allInstalledConstraints: [NSLayoutConstraint] {
    installedConstraints + subviews.flatMap(\.allInstalledConstraints)
  }

  /// The hierarchy changed: the engine rebuilds at the next sync.
  func hierarchyDidChange() { invalidateEngine() }

  func invalidateEngine() {
    engineIfBuilt?.invalidate()
    scheduleUpdateCycle()
  }

  /// A frame or autoresizing mask changed: the constraints made from them follow.
  func frameDidChangeForEngine() {
    guard let engine = engineIfBuilt else { return }
    engine.itemDidChange(self)
    if superview == nil { engine.invalidate() }
  }

  func intrinsicContentSizeDidChange() {
    engineIfBuilt?.itemDidChange(self)
    (superview ?? self).setNeedsLayout()
  }

  /// UIKit's default layoutSubviews: subviews that use Auto Layout go to their solved frames.
  func applyEngineFramesToSubviews() {
    rootView.layoutEngine.applySolvedFrames(toSubviewsOf: self)
  }

  /// A root view that uses Auto Layout takes the size its constraints give it.
  func applyEngineSizeToRoot() {
    guard !translatesMaskStorage else { return }
    let engine = layoutEngine
    engine.sync()
    guard let frame = engine.solvedFrame(of: self), frame.size != bounds.size else { return }
    bounds.size = frame.size
  }

  /// Deactivates the constraints installed above the view that name the view or anything in
  /// its subtree: what removing a view from its superview does on iOS.
  func deactivateConstraintsCrossingSubtree() {
    var ancestor = superview
    while let host = ancestor {
      for constraint in host.installedConstraints where constraint.involvesSubtree(of: self) {
        constraint.isActive = false
      }
      ancestor = host.superview
    }
  }

  // MARK: Geometry without the transform

  /// The frame as if the transform were the identity: what Auto Layout reads and sets.
  var untransformedFrame: CGRect {
    let size = bounds.size
    return CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  func setUntransformedFrame(_ frame: CGRect) {
    if bounds.size != frame.size { bounds.size = frame.size }
    center = CGPoint(x: frame.midX, y: frame.midY)
  }
}

extension NSLayoutConstraint {
  func involvesSubtree(of view: UIView) -> Bool {
    itemViews.contains { $0.isDescendant(of: view) }
  }
}
