import CoreGraphics

extension LayoutEngine {
  /// Pixels per point of the hierarchy's display: frames are rounded to this grid.
  private var scale: CGFloat {
    let scale = root.traitCollection.displayScale
    return scale > 0 ? scale : 1
  }

  /// The solved rectangle of `item` in engine coordinates, each edge rounded to the nearest
  /// pixel so that views that share an edge keep sharing it.
  func solvedRect(of item: AnyObject) -> CGRect? {
    guard let state = items[ObjectIdentifier(item)] else { return nil }
    let scale = self.scale
    func round(_ value: Double) -> CGFloat { CGFloat(roundToPixel(value * scale) / scale) }
    let left = solver.value(of: state.left)
    let top = solver.value(of: state.top)
    let minX = round(left)
    let minY = round(top)
    let maxX = round(left + solver.value(of: state.width))
    let maxY = round(top + solver.value(of: state.height))
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Half a pixel rounds away from zero, as UIKit's round() does; a value within solver noise
  /// of half a pixel counts as exactly half, so that the solver's path to a centred view's
  /// edge (which changes with the order it met the constraints) cannot tip it either way.
  private func roundToPixel(_ pixels: Double) -> Double {
    let floor = pixels.rounded(.down)
    return abs(pixels - floor - 0.5) < 1e-7 ? (floor + 0.5).rounded() : pixels.rounded()
  }

  /// The frame the constraints give `view`, in its superview's coordinates.
  func solvedFrame(of view: UIView) -> CGRect? {
    guard let rect = solvedRect(of: view) else { return nil }
    guard let superview = view.superview, view !== root else {
      return CGRect(origin: view.untransformedFrame.origin, size: rect.size)
    }
    return convert(rect, into: superview)
  }

  /// The rectangle of `guide` in the coordinates of `owner`.
  func frame(of guide: UILayoutGuide, in owner: UIView) -> CGRect? {
    sync()
    // A guide no constraint names yet is not in the system: add it, so that its frame is
    // known whether or not anything is laid out by it.
    _ = state(of: guide)
    guard let rect = solvedRect(of: guide) else { return nil }
    return convert(rect, into: owner)
  }

  /// `rect` from engine coordinates into `view`'s bounds coordinates.
  private func convert(_ rect: CGRect, into view: UIView) -> CGRect {
    let origin = solvedRect(of: view)?.origin ?? .zero
    return rect.offsetBy(dx: view.bounds.minX - origin.x, dy: view.bounds.minY - origin.y)
  }

  /// Marks the superview of every constraint-laid-out view whose solved frame differs from
  /// its frame, so the layout pass moves it (and the root itself, if its size is solved).
  func markViewsWhoseFramesChanged() {
    for state in items.values {
      guard let view = state.item as? UIView else { continue }
      let solvedBySystem =
        view === root
        ? fitting == nil && !view.translatesMaskStorage
        : !view.translatesMaskStorage
      guard solvedBySystem, let frame = solvedFrame(of: view), frame != view.untransformedFrame
      else { continue }
      (view === root ? view : view.superview)?.setNeedsLayout()
    }
  }

  /// Places the subviews of `view` that use Auto Layout at their solved frames: size through
  /// the bounds and position through the centre, so transforms are kept.
  func applySolvedFrames(toSubviewsOf view: UIView) {
    sync()
    for subview in view.subviews where !subview.translatesMaskStorage {
      guard let frame = solvedFrame(of: subview), frame != subview.untransformedFrame else {
        continue
      }
      subview.setUntransformedFrame(frame)
    }
  }
}
