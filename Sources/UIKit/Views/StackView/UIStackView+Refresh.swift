import CoreGraphics

/// What a stack view's constraints depend on besides its own properties (whose changes clear
/// the key): which arranged subviews are hidden and, for `.fillProportionally`, their
/// intrinsic lengths. A difference means the constraints must be remade.
struct ArrangementKey: Equatable {
  let hidden: [Bool]
  let proportions: [CGFloat]
}

extension UIStackView {
  /// Remakes the constraints when the arrangement changed since they were made.
  ///
  /// Hiding an arranged subview is picked up here, in the next update-constraints or layout
  /// pass of the stack view, since nothing tells the stack view at the time (see the
  /// `UISV-hiding` constraints).
  func refreshArrangementIfNeeded() {
    let key = currentArrangementKey
    guard key != builtKey else { return }
    NSLayoutConstraint.deactivate(managedConstraints)
    for guide in managedGuides { removeLayoutGuide(guide) }
    var arrangement = StackArrangement(stack: self)
    arrangement.build()
    managedConstraints = arrangement.constraints
    managedGuides = arrangement.guides
    NSLayoutConstraint.activate(managedConstraints)
    builtKey = key
  }

  private var currentArrangementKey: ArrangementKey {
    ArrangementKey(
      hidden: arrangedStorage.map(\.isHidden),
      proportions: distribution == .fillProportionally
        ? arrangedStorage.map { intrinsicLength(of: $0) } : [])
  }

  /// The intrinsic length of `view` along the axis, 0 when it has none.
  func intrinsicLength(of view: UIView) -> CGFloat {
    let size = view.intrinsicContentSize
    let length = axis == .horizontal ? size.width : size.height
    return length == UIView.noIntrinsicMetric || !length.isFinite ? 0 : max(0, length)
  }

  /// The arranged subview whose baseline stands for the stack's, or nil when none is visible.
  func baselineView(first: Bool) -> UIView? {
    let visible = arrangedStorage.filter { !$0.isHidden }
    guard axis == .horizontal else { return first ? visible.first : visible.last }
    // The tallest; the first of equals.
    return visible.reduce(nil) { tallest, view in
      guard let tallest, tallest.bounds.height >= view.bounds.height else { return view }
      return tallest
    }
  }
}
