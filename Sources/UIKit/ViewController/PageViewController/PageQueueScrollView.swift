import CoreGraphics

/// The pages a drag loaded on either side of the shown one (scroll style), and the one the
/// delegate was told a transition is heading for.
struct PageNeighbours {
  var before: UIViewController?
  var after: UIViewController?
  var announced: UIViewController?
}

/// The paging scroll view of a scroll-style page view controller: three pages long along the
/// navigation orientation, resting on the middle one (the shown page), with the previous page
/// before it and the next after it (mirrored when the layout is right to left), as iOS's
/// queuing scroll view is. Its pan also drives the page view controller's page turns.
final class PageQueueScrollView: UIScrollView {
  private weak var owner: UIPageViewController?

  init(owner: UIPageViewController) {
    self.owner = owner
    super.init(frame: .zero)
    isPagingEnabled = true
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    scrollsToTop = false
    contentInsetAdjustmentBehavior = .never
    panGestureRecognizer.addTarget(
      self, action: Selector(PageQueueScrollView.dragged(_:), name: "dragged:"))
  }

  required init?(coder: NSCoder) { return nil }

  private var isVertical: Bool { owner?.navigationOrientation == .vertical }

  /// The distance from one page's start to the next: a page and the inter-page spacing.
  private var pageStride: CGFloat { isVertical ? bounds.height : bounds.width }

  /// Whether the page after the shown one is in the first slot (right-to-left horizontal
  /// pages).
  private var isMirrored: Bool {
    !isVertical && effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// The offset that shows the middle slot.
  var restOffset: CGPoint {
    isVertical ? CGPoint(x: 0, y: pageStride) : CGPoint(x: pageStride, y: 0)
  }

  /// Moves back onto the middle slot, unless a drag is under way.
  func rest() {
    guard !isDragging, contentOffset != restOffset else { return }
    contentOffset = restOffset
  }

  /// Sizes the scroll view to the page view controller's `bounds` plus `spacing` after each
  /// page, three pages long; a new size puts it back on the middle slot.
  func layOut(in bounds: CGRect, spacing: CGFloat) {
    let old = frame.size
    frame =
      isVertical
      ? CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height + spacing)
      : CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width + spacing, height: bounds.height)
    contentSize =
      isVertical
      ? CGSize(width: frame.width, height: 3 * frame.height)
      : CGSize(width: 3 * frame.width, height: frame.height)
    if frame.size != old { rest() }
  }

  /// The frame of a page of `pageSize` in `slot` (0, 1 or 2).
  func frame(ofSlot slot: Int, pageSize: CGSize) -> CGRect {
    let start = CGFloat(slot) * pageStride
    return isVertical
      ? CGRect(origin: CGPoint(x: 0, y: start), size: pageSize)
      : CGRect(origin: CGPoint(x: start, y: 0), size: pageSize)
  }

  /// The slot of the page before the shown one, and of the page after it.
  var beforeSlot: Int { isMirrored ? 2 : 0 }
  var afterSlot: Int { isMirrored ? 0 : 2 }

  /// The slot the content offset shows, to the nearest page; an offset set far past the slots
  /// (or not finite) shows the middle one.
  var shownSlot: Int {
    let offset = isVertical ? contentOffset.y : contentOffset.x
    let slot = (offset / pageStride).rounded()
    return pageStride > 0 && (0...2).contains(slot) ? Int(slot) : 1
  }

  /// The pages in the scroll view by slot: the shown page in the middle and any loaded
  /// neighbours.
  func pagesBySlot() -> [(slot: Int, page: UIViewController)] {
    guard let owner else { return [] }
    var pages: [(Int, UIViewController)] = owner.shownPages.prefix(1).map { (1, $0) }
    if let before = owner.neighbours.before { pages.append((beforeSlot, before)) }
    if let after = owner.neighbours.after { pages.append((afterSlot, after)) }
    return pages
  }

  /// Lets the content move only towards slots that hold a page: a missing neighbour's side is
  /// closed by a negative inset of one page.
  func limitScrolling(toBefore before: Bool, after: Bool) {
    let closedStart = !(beforeSlot == 0 ? before : after)
    let closedEnd = !(afterSlot == 2 ? after : before)
    let page = pageStride
    contentInset =
      isVertical
      ? UIEdgeInsets(top: closedStart ? -page : 0, left: 0, bottom: closedEnd ? -page : 0, right: 0)
      : UIEdgeInsets(top: 0, left: closedStart ? -page : 0, bottom: 0, right: closedEnd ? -page : 0)
  }

  /// The pan's second target, after the scroll view's own handling of it.
  func dragged(_ recognizer: UIPanGestureRecognizer) {
    owner?.pageScrollViewDragged(recognizer)
  }
}
