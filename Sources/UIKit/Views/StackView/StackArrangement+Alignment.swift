import CoreGraphics

extension StackArrangement {
  /// How strongly the stack hugs its arranged views across the axis when nothing else sizes
  /// it: above the fitting level, below every default priority, like a weak hugging priority
  /// of the stack itself.
  static let canvasFitPriority = UILayoutPriority(51)
  /// How strongly a view with no size of its own across the axis collapses to nothing instead
  /// of being left ambiguous.
  static let ambiguitySuppressionPriority = UILayoutPriority(25)

  /// The constraints across the axis. `.fill` ties every view to both edges of the canvas.
  /// The other alignments line the views up with the first visible one, tie that one to the
  /// canvas at the aligned edge (or centre), keep every visible view inside the canvas and
  /// let the canvas hug them weakly, so a stack that nothing else sizes is as thick as its
  /// thickest view.
  mutating func addAlignment() {
    guard let reference = visible.first ?? arranged.first else { return }
    let others = arranged.filter { $0 !== reference }
    guard let attribute = alignedAttribute else {
      add("UISV-canvas-connection", canvas, cross.leading, reference, cross.leading)
      add("UISV-canvas-connection", canvas, cross.trailing, reference, cross.trailing)
      for view in others {
        add("UISV-alignment", reference, cross.leading, view, cross.leading)
        add("UISV-alignment", reference, cross.trailing, view, cross.trailing)
      }
      return
    }
    for view in others {
      add("UISV-alignment", reference, attribute, view, attribute)
    }
    for view in arranged {
      add(
        "UISV-ambiguity-suppression", view, cross.length, equalTo: 0,
        priority: Self.ambiguitySuppressionPriority)
    }
    guard !visible.isEmpty else { return }
    if attribute == .firstBaseline || attribute == .lastBaseline {
      // Which view reaches highest depends on the baselines; pulling one view's top up moves
      // the whole line until the highest one meets the top.
      add(
        "UISV-canvas-connection", canvas, cross.leading, reference, cross.leading,
        priority: Self.canvasFitPriority)
    } else {
      add("UISV-canvas-connection", canvas, attribute, reference, attribute)
    }
    for view in visible {
      add("UISV-spanning-boundary", view, cross.leading, .greaterThanOrEqual, canvas, cross.leading)
      add("UISV-spanning-boundary", view, cross.trailing, .lessThanOrEqual, canvas, cross.trailing)
    }
    add("UISV-canvas-fit", canvas, cross.length, equalTo: 0, priority: Self.canvasFitPriority)
  }

  /// The attribute the alignment lines up, or nil for `.fill`. Baselines only exist across a
  /// horizontal stack; a vertical stack lines up leading or trailing edges instead.
  private var alignedAttribute: NSLayoutConstraint.Attribute? {
    let horizontal = stack.axis == .horizontal
    switch stack.alignment {
    case .fill: return nil
    case .leading: return cross.leading
    case .trailing: return cross.trailing
    case .center: return cross.center
    case .firstBaseline: return horizontal ? .firstBaseline : cross.leading
    case .lastBaseline: return horizontal ? .lastBaseline : cross.trailing
    }
  }
}
