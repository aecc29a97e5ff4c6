import CoreGraphics

/// A view that lays out its arranged subviews in a row or a column.
///
/// As on iOS, the stack view arranges its views with ordinary Auto Layout constraints that it
/// owns (identifiers beginning `UISV-`) and remakes whenever its arrangement changes: the
/// arranged subviews, ``axis``, ``distribution``, ``alignment``, spacing, the margin and
/// baseline options, and which arranged subviews are hidden. A hidden arranged subview takes
/// no space and no spacing. The stack view has no intrinsic size of its own; the intrinsic
/// sizes of its arranged subviews size it when nothing else does.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// The arranged subviews, in the order they are laid out.
  var arrangedStorage: [UIView] = []
  /// Spacing set with ``setCustomSpacing(_:after:)``, by arranged subview.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints and guides of the current arrangement.
  var managedConstraints: [NSLayoutConstraint] = []
  var managedGuides: [UILayoutGuide] = []
  /// What the current constraints were made from; nil when they must be remade.
  var builtKey: ArrangementKey?

  /// Creates a stack view with no arranged subviews.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view that arranges `views`, adding them as subviews.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Stack views are not archived here; this initialiser exists so that subclasses written for
  /// iOS compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  // MARK: Arrangement

  /// The axis the arranged subviews are laid out along: a row (`.horizontal`, the default) or a
  /// column (`.vertical`).
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }

  /// How the arranged subviews are sized and placed along the ``axis``. `.fill` by default.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }

  /// How the arranged subviews are placed across the ``axis``. `.fill` by default.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }

  /// The distance between adjacent arranged subviews: exact for the fill distributions, a
  /// minimum for `.equalSpacing` and `.equalCentering`. Negative values let views overlap;
  /// ``spacingUseSystem`` asks for the system spacing. 0 by default.
  open var spacing: CGFloat = 0 {
    didSet {
      guard spacing != oldValue else { return }
      guard spacing.isFinite else {
        reportNonFiniteSpacing(spacing, "spacing")
        spacing = oldValue
        return
      }
      arrangementDidChange()
    }
  }

  /// Whether vertical spacing runs from the last baseline of one arranged subview to the first
  /// baseline of the next. Ignored in horizontal stacks. False by default.
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
  }

  /// Whether the arranged subviews are laid out within the ``UIView/layoutMargins`` instead of
  /// the bounds. False by default.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet {
      if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() }
    }
  }

  // MARK: The update cycle

  /// Remakes the arrangement's constraints if it changed since they were made, then calls
  /// super, last, as UIKit requires.
  open override func updateConstraints() {
    refreshArrangementIfNeeded()
    super.updateConstraints()
  }

  /// Picks up arranged subviews hidden or shown since the last update-constraints pass, then
  /// places the subviews at their solved frames.
  open override func layoutSubviews() {
    refreshArrangementIfNeeded()
    super.layoutSubviews()
  }

  /// The fitting size of the stack with its arrangement brought up to date first.
  open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    refreshArrangementIfNeeded()
    return super.systemLayoutSizeFitting(targetSize)
  }

  /// The fitting size of the stack with its arrangement brought up to date first.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    refreshArrangementIfNeeded()
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  /// An arranged subview leaving the stack view is no longer arranged.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if arrangedStorage.contains(where: { $0 === subview }) { stopArranging(subview) }
  }

  /// Stack views use Auto Layout to arrange their views.
  /// Hiding or showing an arranged subview collapses or restores its place at the next pass.
  override func subviewDidChangeHidden(_ subview: UIView) {
    if arrangedStorage.contains(where: { $0 === subview }) { arrangementDidChange() }
  }

  open override class var requiresConstraintBasedLayout: Bool { true }

  // MARK: Baselines

  /// In a vertical stack the first visible arranged subview; in a horizontal one the tallest.
  /// Auto Layout follows nested stacks' choices in turn.
  open override var forFirstBaselineLayout: UIView {
    baselineView(first: true) ?? self
  }

  /// In a vertical stack the last visible arranged subview; in a horizontal one the tallest.
  open override var forLastBaselineLayout: UIView {
    baselineView(first: false) ?? self
  }
}
