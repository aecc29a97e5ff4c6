import CoreGraphics
import Foundation

/// A container that shows one page (or two, around a book's spine) of content at a time, each
/// page a view controller, and moves between them in code or, with a data source, by the
/// user's gestures.
///
/// With the scroll style, as on iOS, the pages sit in a paging scroll view (the first
/// `UIScrollView` among ``view``'s subviews) three pages long, whose offset rests on the middle
/// page: the shown page. A drag (`UIWindow.sendPan`) asks the ``dataSource`` for the pages on
/// either side, and the page the scroll view settles on becomes the shown one, with the
/// ``delegate`` told as iOS tells it. With the page-curl style, the shown pages fill the view,
/// side by side around a middle spine.
///
/// Divergence: transitions end at once (completions are called with `true` before
/// ``setViewControllers(_:direction:animated:completion:)`` returns); page curls are not drawn,
/// the page-curl style has no gesture recognizers, and the page indicator of a data source with
/// a presentation count is not drawn.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages replace one another.
  public let transitionStyle: TransitionStyle
  /// The axis pages move along.
  public let navigationOrientation: NavigationOrientation
  /// Where the spine is: `.none` for the scroll style; for page curls, the options' location,
  /// `.min` by default.
  public private(set) var spineLocation: SpineLocation
  /// Whether content is on the back of pages (page curls). True with a middle spine.
  open var isDoubleSided: Bool
  /// The space between scrolled pages, in points (the `.interPageSpacing` option).
  let interPageSpacing: CGFloat

  /// The object that gives the pages on either side of the shown one for gestures; without
  /// one, gestures do not turn pages. Not retained.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// The object told about gesture-driven page turns. Not retained.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// The shown pages.
  var shownPages: [UIViewController] = []
  /// The pages loaded on either side of the shown one during a drag (scroll style).
  var neighbours = PageNeighbours()
  /// The scroll view the pages of the scroll style sit in.
  private(set) lazy var pageScrollView = PageQueueScrollView(owner: self)

  /// A page view controller with `style`, pages moving along `navigationOrientation`, and
  /// `options` (``OptionsKey/spineLocation`` for page curls, ``OptionsKey/interPageSpacing``
  /// for scrolled pages).
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spine =
      style == .scroll ? SpineLocation.none : OptionsKey.requestedSpineLocation(in: options) ?? .min
    spineLocation = spine == .none && style == .pageCurl ? .min : spine
    isDoubleSided = spineLocation == .mid
    interPageSpacing = style == .scroll ? OptionsKey.requestedSpacing(in: options) : 0
    super.init(nibName: nil, bundle: nil)
  }

  /// A page view controller with UIKit's defaults: page curls, horizontal, spine at the left
  /// (what `UIPageViewController()` makes).
  public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
  }

  /// Controllers are not archived here; this initialiser exists so that subclasses written
  /// for iOS compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The shown pages: one, or two with a middle spine or double-sided page curls. Nil until
  /// some are set.
  open var viewControllers: [UIViewController]? { shownPages.isEmpty ? nil : shownPages }

  /// The recognizers that turn pages, for page curls; empty for the scroll style, whose
  /// scroll view's pan turns them, as on iOS.
  ///
  /// Divergence: empty for page curls too (page curls are not driven by gestures headless).
  open var gestureRecognizers: [UIGestureRecognizer] { [] }

  // MARK: Setting pages

  /// Shows `viewControllers`: one page, or two when the spine is in the middle or page curls
  /// are double-sided. Headless there is no page turn to watch: the pages change at once and
  /// `completion(true)` is called before this returns, animated or not. The delegate is not
  /// told, as on iOS for changes made in code.
  ///
  /// A number of controllers that does not fit the spine raises
  /// `NSInvalidArgumentException`, as on iOS.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let pages = viewControllers ?? []
    let required = requiredPageCount
    guard pages.count == required else {
      NSException(
        name: .invalidArgumentException,
        reason:
          "The number of view controllers provided (\(pages.count)) doesn't match the number "
          + "required (\(required)) for the requested transition",
        userInfo: nil
      ).raise()
      return
    }
    show(pages)
    completion?(true)
  }

  /// The number of controllers a page change takes: two around a middle spine or for
  /// double-sided page curls (the second is the back of the first), else one.
  var requiredPageCount: Int {
    transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
  }

  /// Makes `pages` the shown ones: they become children with their views in place; the pages
  /// shown or loaded before leave.
  func show(_ pages: [UIViewController]) {
    let kept = Self.uniqued(pages)
    let leaving = shownPages + [neighbours.before, neighbours.after].compactMap { $0 }
    for old in leaving where !kept.contains(where: { $0 === old }) {
      detachContainedChild(old)
    }
    neighbours = PageNeighbours()
    shownPages = kept
    for page in kept { attachContainedChild(page) }
    guard isViewLoaded else { return }
    placePageViews()
    if transitionStyle == .scroll { pageScrollView.rest() }
  }

  // MARK: Views

  open override func loadView() {
    let container = _UIPageViewControllerContentView(frame: UIScreen.main.bounds)
    container.layOutContent = { [weak self] in self?.layOutPages() }
    view = container
    if transitionStyle == .scroll {
      container.addSubview(pageScrollView)
      layOutPages()
      pageScrollView.rest()
    }
    placePageViews()
  }

  /// The shown pages whose views are seen: both around a middle spine; otherwise the first (the
  /// second of a double-sided pair is the back of the page).
  var visiblePages: [UIViewController] {
    spineLocation == .mid ? shownPages : Array(shownPages.prefix(1))
  }

  /// Puts the shown pages' views where they go: the scroll view's middle page, or side by
  /// side in the view for page curls.
  func placePageViews() {
    guard let container = viewIfLoaded else { return }
    let host = transitionStyle == .scroll ? pageScrollView : container
    for page in visiblePages where page.view.superview !== host {
      host.addSubview(page.view)
    }
    layOutPages()
  }

  /// Sizes the scroll view and places each page in its slot (scroll style), or the pages
  /// around the spine (page curls).
  func layOutPages() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    switch transitionStyle {
    case .scroll:
      pageScrollView.layOut(in: bounds, spacing: interPageSpacing)
      for (slot, page) in pageScrollView.pagesBySlot() {
        page.viewIfLoaded?.frame = pageScrollView.frame(ofSlot: slot, pageSize: bounds.size)
      }
    case .pageCurl:
      let frames = spineLocation == .mid ? Self.halves(of: bounds, navigationOrientation) : [bounds]
      for (page, frame) in zip(visiblePages, frames) {
        page.viewIfLoaded?.frame = frame
      }
    }
  }

  /// The two halves of `bounds` either side of a middle spine, first page first.
  private static func halves(of bounds: CGRect, _ orientation: NavigationOrientation) -> [CGRect] {
    switch orientation {
    case .horizontal:
      let half = bounds.width / 2
      return [
        CGRect(x: bounds.minX, y: bounds.minY, width: half, height: bounds.height),
        CGRect(x: bounds.minX + half, y: bounds.minY, width: half, height: bounds.height),
      ]
    case .vertical:
      let half = bounds.height / 2
      return [
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: half),
        CGRect(x: bounds.minX, y: bounds.minY + half, width: bounds.width, height: half),
      ]
    }
  }
}
