import CoreGraphics

/// A view that shows a movable window onto content larger than itself.
///
/// As on iOS, the content offset is the origin of the bounds: moving it moves every subview
/// on screen the other way. Content is laid out in the scroll view's own coordinates, from
/// (0, 0) to ``contentSize``; with Auto Layout, constraints to ``contentLayoutGuide`` (or from
/// the content to the scroll view's edges) give the content size, and ``frameLayoutGuide``
/// stands for the visible rectangle. The scroll view clips to its bounds, and what is scrolled
/// out of view is not drawn.
///
/// Divergence: content moves when code sets ``contentOffset`` or a synthetic pan
/// (`UIWindow.sendPan`) drags it through ``panGestureRecognizer``; scroll indicators,
/// bouncing and deceleration are never drawn or run.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// Creates a scroll view with `frame` that clips to its bounds.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    installLayoutGuides()
    panGestureRecognizer.addTarget(self, action: Selector(UIScrollView.pan(_:), name: "handlePan:"))
    addGestureRecognizer(panGestureRecognizer)
  }

  /// The pan that drags the content.
  public let panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
  /// The offset a drag started from, while one is under way.
  var dragStart: CGPoint?

  public required init?(coder: NSCoder) { return nil }

  /// A guide whose edges are those of the content: its origin is (0, 0) in the scroll view's
  /// coordinates and its size is ``contentSize``. Constraints that size it set the content
  /// size; otherwise it takes the content size.
  public let contentLayoutGuide = UILayoutGuide()

  /// A guide whose edges are those of the scroll view itself, which do not move with the
  /// content: for content that stays in view, or that is as wide as the scroll view.
  public let frameLayoutGuide = UILayoutGuide()

  // MARK: Stored state for the other files

  /// The guides' constraints, whose constants follow the offset and the content size.
  var contentGuideConstraints: ContentGuideConstraints?
  /// The adjusted inset the delegate last heard of.
  var lastAdjustedContentInset = UIEdgeInsets.zero
  /// The control behind ``refreshControl``.
  var refreshControlStorage: UIRefreshControl?

  /// Whether the vertical axis bounces, and so counts as scrollable for the inset
  /// adjustment: ``alwaysBounceVertical``, or always for kinds of scroll view that bounce
  /// vertically by design (table views).
  var alwaysBouncesVertically: Bool { alwaysBounceVertical }

  // MARK: Content and offset

  /// The delegate told about scrolling; not retained.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// The size of the content, in points. Zero by default; constraints to
  /// ``contentLayoutGuide`` set it at layout.
  open var contentSize: CGSize {
    get { contentSizeStorage }
    set {
      guard newValue != contentSizeStorage else { return }
      notifyingObservers(of: "contentSize") { contentSizeStorage = newValue }
      contentSizeDidChange()
    }
  }
  private var contentSizeStorage = CGSize.zero

  /// The point of the content shown at the top-left corner of the scroll view: the origin of
  /// its bounds. Setting it tells the delegate through `scrollViewDidScroll(_:)`.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { notifyingObservers(of: "contentOffset") { bounds.origin = newValue } }
  }

  /// The scroll view's bounds; a new origin is a new content offset.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let oldOrigin = super.bounds.origin
      super.bounds = newValue
      if super.bounds.origin != oldOrigin { contentOffsetDidChange() }
    }
  }

  /// Moves the content to `contentOffset`. Headless, an animated change ends at once, and
  /// the delegate then hears `scrollViewDidEndScrollingAnimation(_:)` as on iOS.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    let moved = contentOffset != self.contentOffset
    self.contentOffset = contentOffset
    if animated && moved { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// Scrolls as little as needed for `rect` (content coordinates) to be visible inside the
  /// adjusted content inset, staying within the content. Does nothing when it already is.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    setContentOffset(offset(makingVisible: rect), animated: animated)
  }

  // MARK: Insets

  /// Extra space around the content, on top of the safe area the scroll view adds by its
  /// ``contentInsetAdjustmentBehavior``. Zero by default.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { adjustedContentInsetMayHaveChanged() }
  }

  /// How the safe area insets are added to the content inset. `.automatic` by default.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { adjustedContentInsetMayHaveChanged() }
  }

  /// Called when ``adjustedContentInset`` changes. Does nothing by default.
  open func adjustedContentInsetDidChange() {}

  /// Whether the scroll indicator insets follow the safe area. True by default (stored only).
  open var automaticallyAdjustsScrollIndicatorInsets = true
  /// How far the vertical scroll indicator is inset (stored only).
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// How far the horizontal scroll indicator is inset (stored only).
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Both indicators' insets: reads the vertical ones, sets both.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  // MARK: Behaviour (stored: there are no touches headless)

  /// Whether the user may scroll. True by default; code can always set the offset.
  open var isScrollEnabled = true
  /// Whether the scroll view stops on multiples of its bounds. False by default.
  open var isPagingEnabled = false
  /// Whether scrolling is locked to one axis at a time. False by default.
  open var isDirectionalLockEnabled = false
  /// Whether the content bounces past its edges. True by default.
  open var bounces = true
  /// Whether the scroll view bounces vertically even when the content is not taller than it.
  /// False by default; a bouncing axis counts as scrollable for the content inset adjustment.
  open var alwaysBounceVertical = false {
    didSet { adjustedContentInsetMayHaveChanged() }
  }
  /// Whether the scroll view bounces horizontally even when the content is not wider than it.
  open var alwaysBounceHorizontal = false {
    didSet { adjustedContentInsetMayHaveChanged() }
  }
  /// Whether the vertical scroll indicator shows while scrolling. True by default.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll indicator shows while scrolling. True by default.
  open var showsHorizontalScrollIndicator = true
  /// The look of the scroll indicators.
  open var indicatorStyle: IndicatorStyle = .default
  /// Whether a tap on the status bar scrolls to the top. True by default.
  open var scrollsToTop = true
  /// How the keyboard is dismissed by dragging. `.none` by default.
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// How quickly scrolling slows down. `.normal` by default.
  open var decelerationRate: DecelerationRate = .normal
  /// Whether touches in the content are delayed to tell scrolls from taps. True by default.
  open var delaysContentTouches = true
  /// Whether touches in the content may turn into a scroll. True by default.
  open var canCancelContentTouches = true
  /// Whether the content is being touched: while a pan drags it.
  open var isTracking: Bool { dragStart != nil }
  /// Whether the content is being dragged: while a pan drags it.
  open var isDragging: Bool { dragStart != nil }
  /// Whether the content is still moving after a drag: never, headless.
  open var isDecelerating: Bool { false }

  /// Shows the scroll indicators for a moment: nothing to show headless.
  open func flashScrollIndicators() {}

  // MARK: Zooming

  /// The smallest zoom scale. 1 by default.
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale. 1 by default.
  open var maximumZoomScale: CGFloat = 1
  /// Whether zooming bounces past the limits. True by default.
  open var bouncesZoom = true
  /// The current zoom scale, within the minimum and maximum. Setting it scales the view the
  /// delegate returns from `viewForZooming(in:)` and makes its frame the content size.
  open var zoomScale: CGFloat {
    get { zoomScaleStorage }
    set { applyZoomScale(newValue) }
  }
  var zoomScaleStorage: CGFloat = 1

  /// Sets ``zoomScale``; headless an animated change ends at once.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }

  // MARK: Layout

  /// Lays out the subviews, then takes the content size from ``contentLayoutGuide`` when
  /// constraints size it, and tells the delegate if the adjusted content inset changed.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeRefreshControl()
    takeContentSizeFromLayoutGuide()
    adjustedContentInsetMayHaveChanged()
  }

  /// The safe area changed: the adjusted content inset may follow.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    adjustedContentInsetMayHaveChanged()
  }
}
