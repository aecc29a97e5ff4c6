import CoreGraphics

extension StackArrangement {
  /// The priority of equal centre-to-centre distances under `.equalCentering`: low, so that
  /// the views keep their sizes and minimum spacing first.
  static let equalCenteringPriority = UILayoutPriority(149)

  /// The constraints along the axis: the ends tied to the canvas, the spacing between
  /// neighbours, and what the distribution adds.
  mutating func addDistribution() {
    guard let first = visible.first, let last = visible.last else { return }
    add("UISV-canvas-connection", canvas, main.leading, first, main.leading)
    add("UISV-canvas-connection", canvas, main.trailing, last, main.trailing)
    addSpacing()
    switch stack.distribution {
    case .fill: break
    case .fillEqually:
      for view in visible.dropFirst() {
        add("UISV-fill-equally", view, main.length, first, main.length)
      }
    case .fillProportionally: addProportions()
    case .equalSpacing:
      addDistributingGuides(from: main.trailing, to: main.leading, priority: .required)
      addMainAxisFit()
    case .equalCentering:
      addDistributingGuides(
        from: main.center, to: main.center, priority: Self.equalCenteringPriority)
      addMainAxisFit()
    }
  }

  /// Spacing that is only a minimum lets the gaps grow; a stack that nothing sizes along its
  /// axis hugs its views weakly instead, as it does across the axis.
  private mutating func addMainAxisFit() {
    add("UISV-canvas-fit", canvas, main.length, equalTo: 0, priority: Self.canvasFitPriority)
  }

  /// Exact spacing for the fill distributions, minimum spacing for the others; between
  /// baselines in vertical stacks with baseline-relative arrangement.
  private mutating func addSpacing() {
    let isMinimum = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    let relation: NSLayoutConstraint.Relation = isMinimum ? .greaterThanOrEqual : .equal
    let betweenBaselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
    for (previous, next) in zip(visible, visible.dropFirst()) {
      let gap = stack.resolvedSpacing(after: previous)
      if betweenBaselines {
        add("UISV-spacing", next, .firstBaseline, relation, previous, .lastBaseline, constant: gap)
      } else {
        add("UISV-spacing", next, main.leading, relation, previous, main.trailing, constant: gap)
      }
    }
  }

  /// Each view but the last gets its share of the canvas after spacing, its intrinsic length
  /// over the sum of them; the last takes what is left. Without intrinsic lengths there is
  /// nothing to be proportional to, and the views fill as with `.fill`.
  private mutating func addProportions() {
    let lengths = visible.map { stack.intrinsicLength(of: $0) }
    let total = lengths.reduce(0, +)
    guard total > 0 else { return }
    let spacing = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { sum, pair in
      sum + stack.resolvedSpacing(after: pair.0)
    }
    for (view, length) in zip(visible, lengths).dropLast() {
      let share = length / total
      add(
        "UISV-fill-proportionally", view, main.length, canvas, main.length, multiplier: share,
        constant: -share * spacing)
    }
  }

  /// A guide between each pair of neighbours, from `from` of one to `to` of the next, all the
  /// same length at `priority`: equal gaps, or equal distances between centres.
  private mutating func addDistributingGuides(
    from: NSLayoutConstraint.Attribute, to: NSLayoutConstraint.Attribute,
    priority: UILayoutPriority
  ) {
    var firstGuide: UILayoutGuide?
    for (previous, next) in zip(visible, visible.dropFirst()) {
      let guide = makeGuide("UISV-distributing")
      add("UISV-distributing-edge", guide, main.leading, previous, from)
      add("UISV-distributing-edge", guide, main.trailing, next, to)
      if let firstGuide {
        add("UISV-fill-equally", guide, main.length, firstGuide, main.length, priority: priority)
      } else {
        firstGuide = guide
      }
    }
  }
}
