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
    guard let pixels = solvedPixelRect(of: item) else { return nil }
    return CGRect(
      x: pixels.minX / scale, y: pixels.minY / scale, width: pixels.width / scale,
      height: pixels.height / scale)
  }

  /// The solved rectangle of `item` in whole device pixels. Sizes and offsets are taken in
  /// pixels before they become points, so a 100-point view between edges at 146⅔ and 246⅔
  /// points is exactly 100 points wide, not 100.00000000000003.
  private func solvedPixelRect(of item: AnyObject) -> CGRect? {
    guard let state = items[ObjectIdentifier(item)] else { return nil }
    let scale = Double(self.scale)
    let left = solver.value(of: state.left)
    let top = solver.value(of: state.top)
    let minX = roundToPixel(left * scale)
    let minY = roundToPixel(top * scale)
    let maxX = roundToPixel((left + solver.value(of: state.width)) * scale)
    let maxY = roundToPixel((top + solver.value(of: state.height)) * scale)
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

  /// `rect` from engine coordinates into `view`'s bounds coordinates, the offset taken in
  /// pixels (see ``solvedPixelRect(of:)``).
  private func convert(_ rect: CGRect, into view: UIView) -> CGRect {
    let origin = solvedPixelRect(of: view)?.origin ?? .zero
    let x = (rect.minX * scale).rounded() - origin.x
    let y = (rect.minY * scale).rounded() - origin.y
    return CGRect(
      x: x / scale + view.bounds.minX, y: y / scale + view.bounds.minY, width: rect.width,
      height: rect.height)
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
