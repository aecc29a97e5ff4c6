extension UIView {
  /// The view's superview, or nil.
  public var superview: UIView? { superviewStorage }

  /// The view's subviews, back to front.
  public var subviews: [UIView] { subviewStorage }

  /// The window the view is in, or nil.
  public var window: UIWindow? { windowStorage }

  /// Inserts `view` at `index` among the subviews (clamped to the valid range), removing it
  /// from its old superview first: what the overridable entry points in UIView.swift do.
  func placeSubview(_ view: UIView, at index: Int) {
    guard canAdopt(view) else { return }
    let isMove = view.superviewStorage === self
    if isMove {
      subviewStorage.removeAll { $0 === view }
    } else {
      view.willMove(toSuperview: self)
      view.detachFromSuperview()
    }
    let position = max(0, min(index, subviewStorage.count))
    subviewStorage.insert(view, at: position)
    if isMove { view.layer.removeFromSuperlayer() }
    layer.insertSublayer(view.layer, at: UInt32(sublayerIndex(forSubviewAt: position)))
    guard !isMove else { return }
    view.superviewStorage = self
    view.engineStorage = nil
    hierarchyDidChange()
    // Both lay out: the new subview, and the receiver, which places it.
    setNeedsLayout()
    view.setNeedsLayout()
    view.propagateWindow(windowStorage)
    view.didMoveToSuperview()
    didAddSubview(view)
  }

  /// Places `view` just below (`offset` 0) or above (`offset` 1) `siblingSubview`, or at the
  /// front when `siblingSubview` is not a subview.
  func placeSubview(_ view: UIView, besides siblingSubview: UIView, offset: Int) {
    guard let index = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else {
      return placeSubview(view, at: subviewStorage.count)
    }
    let adjust = subviewStorage.firstIndex { $0 === view }.map { $0 < index ? 1 : 0 } ?? 0
    placeSubview(view, at: index + offset - adjust)
  }

  /// Swaps the subviews at two indices.
  func swapSubviews(at index1: Int, _ index2: Int) {
    guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2),
      index1 != index2
    else { return }
    subviewStorage.swapAt(index1, index2)
    restackLayers()
  }

  /// Moves `view` to the front of the subviews.
  func moveSubviewToFront(_ view: UIView) {
    guard let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
    subviewStorage.append(subviewStorage.remove(at: index))
    restackLayers()
  }

  /// Moves `view` to the back of the subviews.
  func moveSubviewToBack(_ view: UIView) {
    guard let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
    subviewStorage.insert(subviewStorage.remove(at: index), at: 0)
    restackLayers()
  }

  /// Removes the view from its superview and window. Constraints that relate the view or its
  /// subtree to views outside it are deactivated, as on iOS.
  func leaveSuperview() {
    guard superviewStorage != nil else { return }
    willMove(toSuperview: nil)
    detachFromSuperview()
    propagateWindow(nil)
    didMoveToSuperview()
  }

  /// Whether the view is `view` or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superviewStorage
    }
    return false
  }

  /// The first view with `tag`, searching this view, then its subtree depth first.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviewStorage {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// The root of the view's hierarchy: the top-most ancestor.
  var rootView: UIView {
    var view = self
    while let parent = view.superviewStorage { view = parent }
    return view
  }

  /// Refuses to add self or an ancestor as a subview, as UIKit refuses with an exception.
  private func canAdopt(_ view: UIView) -> Bool {
    guard !isDescendant(of: view) else {
      LayoutLog.report(
        "Can't add \(view.shortDescription) as a subview of \(shortDescription): it is the "
          + "view itself or one of its ancestors. The hierarchy is unchanged.")
      return false
    }
    return true
  }

  /// Takes the view out of its superview's lists and deactivates constraints that cross the
  /// boundary of its subtree.
  private func detachFromSuperview() {
    guard let parent = superviewStorage else { return }
    parent.willRemoveSubview(self)
    deactivateConstraintsCrossingSubtree()
    parent.subviewStorage.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    superviewStorage = nil
    parent.hierarchyDidChange()
    parent.setNeedsLayout()
    engineStorage = nil
    hierarchyDidChange()
  }

  private func propagateWindow(_ window: UIWindow?) {
    let newWindow = (self as? UIWindow) ?? window
    guard windowStorage !== newWindow else {
      for subview in subviewStorage { subview.propagateWindow(newWindow) }
      return updateTraitsIfChanged()
    }
    willMove(toWindow: newWindow)
    windowStorage = newWindow
    // Before the subviews: a container controller hears viewWillAppear before its children.
    owningViewController?.windowVisibilityDidChange()
    for subview in subviewStorage { subview.propagateWindow(newWindow) }
    if newWindow != nil { applyAppearance() }
    didMoveToWindow()
    updateTraitsIfChanged()
  }

  /// The index of the sublayer a subview at `index` goes to: just below the next subview's
  /// layer, or on top of every sublayer for the front-most subview, as UIKit stacks them
  /// (a layer added by hand before `addSubview` ends up behind the new subview).
  private func sublayerIndex(forSubviewAt index: Int) -> Int {
    let sublayers = layer.sublayers ?? []
    guard index + 1 < subviewStorage.count else { return sublayers.count }
    let next = subviewStorage[index + 1].layer
    return sublayers.firstIndex { $0 === next } ?? sublayers.count
  }

  private func restackLayers() {
    // Back from the front-most, so each layer goes just below its already placed neighbour.
    for (index, subview) in subviewStorage.enumerated().reversed() {
      subview.layer.removeFromSuperlayer()
      layer.insertSublayer(subview.layer, at: UInt32(sublayerIndex(forSubviewAt: index)))
    }
  }
}
