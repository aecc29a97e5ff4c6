import CoreGraphics

extension UIPageViewController {
  /// Turns pages as the scroll view's pan goes: its start loads the pages on either side from
  /// the data source, its first move towards one tells the delegate a transition is coming, and
  /// its end (the scroll view settled on a page) makes that page the shown one, or goes back.
  func pageScrollViewDragged(_ recognizer: UIPanGestureRecognizer) {
    switch recognizer.state {
    case .began: loadNeighbours()
    case .changed: announcePendingPage()
    case .ended, .cancelled, .failed: settle()
    default: break
    }
  }

  /// Asks the data source for the pages before and after the shown one and puts them in
  /// their slots; the scroll view cannot move towards a side without a page.
  private func loadNeighbours() {
    guard let current = shownPages.first, let dataSource else {
      pageScrollView.limitScrolling(toBefore: false, after: false)
      return
    }
    let before = dataSource.pageViewController(self, viewControllerBefore: current)
    let after = dataSource.pageViewController(self, viewControllerAfter: current)
    neighbours = PageNeighbours(before: before, after: after)
    for page in [before, after].compactMap({ $0 }) {
      attachContainedChild(page)
      pageScrollView.addSubview(page.view)
    }
    pageScrollView.limitScrolling(toBefore: before != nil, after: after != nil)
    layOutPages()
  }

  /// The page in the direction the content moved, if any.
  private var pendingPage: UIViewController? {
    let offset = pageScrollView.contentOffset
    let rest = pageScrollView.restOffset
    let moved = navigationOrientation == .horizontal ? offset.x - rest.x : offset.y - rest.y
    guard moved != 0 else { return nil }
    let slot = moved > 0 ? 2 : 0
    return slot == pageScrollView.afterSlot ? neighbours.after : neighbours.before
  }

  /// Tells the delegate of the page the drag heads for, once per page.
  private func announcePendingPage() {
    guard let pending = pendingPage, pending !== neighbours.announced else { return }
    neighbours.announced = pending
    delegate?.pageViewController(self, willTransitionTo: [pending])
  }

  /// Ends a drag: the page the scroll view settled on becomes the shown one (the scroll view
  /// goes back onto its middle slot), and the delegate hears whether the transition completed.
  private func settle() {
    let slot = pageScrollView.shownSlot
    let target: UIViewController? =
      slot == pageScrollView.afterSlot
      ? neighbours.after : slot == pageScrollView.beforeSlot ? neighbours.before : nil
    let announced = neighbours.announced
    let previous = shownPages
    pageScrollView.contentInset = .zero
    if let target {
      show([target])
    } else {
      for page in [neighbours.before, neighbours.after].compactMap({ $0 }) {
        detachContainedChild(page)
      }
      neighbours = PageNeighbours()
      pageScrollView.rest()
    }
    guard target != nil || announced != nil else { return }
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: previous,
      transitionCompleted: target != nil)
  }
}
