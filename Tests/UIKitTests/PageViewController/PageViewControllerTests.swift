import Foundation
import Testing
@testable import UIKit

/// UIPageViewController as Apple documents it: the transition style, orientation and spine
/// given at initialisation, the pages set in code (`setViewControllers(_:direction:animated:
/// completion:)`) as children without telling the delegate, and, for the scroll style, pages
/// in a paging scroll view resting on the middle one.
@MainActor
@Suite struct PageViewControllerTests {
  /// Pages numbered from 0, which a data source hands out in order.
  final class Pages: UIPageViewControllerDataSource {
    let pages = (0..<3).map { index -> UIViewController in
      let page = UIViewController()
      page.title = "\(index)"
      return page
    }
    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      pages.firstIndex { $0 === viewController }.flatMap { $0 < 2 ? pages[$0 + 1] : nil }
    }
  }

  /// What the delegate hears, in order.
  final class Recorder: UIPageViewControllerDelegate {
    var events: [String] = []
    func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController]
    ) {
      events.append("will \(pendingViewControllers.map { $0.title ?? "" })")
    }
    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
      let shown = pageViewController.viewControllers?.map { $0.title ?? "" } ?? []
      events.append(
        "finished \(finished) from \(previousViewControllers.map { $0.title ?? "" }) "
          + "completed \(completed) showing \(shown)")
    }
  }

  @Test func spineAndSidesFollowTheStyleAndOptions() {
    let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    #expect(scroll.spineLocation == .none)
    #expect(!scroll.isDoubleSided)
    let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
    #expect(curl.spineLocation == .min)
    let book = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
    #expect(book.spineLocation == .mid)
    #expect(book.isDoubleSided)
    #expect(book.navigationOrientation == .horizontal)
    let plain = UIPageViewController()
    #expect(plain.transitionStyle == .pageCurl && plain.spineLocation == .min)
    #expect(plain.navigationOrientation == .horizontal)
    #expect(scroll.viewControllers == nil)
    #expect(scroll.gestureRecognizers.isEmpty)
  }

  /// The scroll style keeps a paging scroll view the size of its view, three pages long,
  /// resting on the middle page, where the shown page's view is: 390 × 844 pages, so the
  /// middle one starts at x = 390.
  @Test func scrollStylePutsTheShownPageInTheMiddleOfAPagingScrollView() throws {
    let controller = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    controller.view.layoutIfNeeded()
    let scrollView = try #require(controller.view.subviews.first as? UIScrollView)
    #expect(scrollView.isPagingEnabled)
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(scrollView.contentSize == CGSize(width: 1170, height: 844))
    #expect(scrollView.contentOffset == CGPoint(x: 390, y: 0))

    let page = UIViewController()
    var finished: [Bool] = []
    controller.setViewControllers([page], direction: .forward, animated: true) {
      finished.append($0)
    }
    #expect(finished == [true])
    #expect(controller.viewControllers?.first === page)
    #expect(page.parent === controller)
    #expect(page.view.superview === scrollView)
    #expect(page.view.frame == CGRect(x: 390, y: 0, width: 390, height: 844))
  }

  /// Vertical pages are stacked: the middle page starts one page height down.
  @Test func verticalPagesAreStackedAndSpacingWidensThePage() throws {
    let vertical = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .vertical)
    vertical.view.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
    let page = UIViewController()
    vertical.setViewControllers([page], direction: .forward, animated: false)
    let scrollView = try #require(vertical.view.subviews.first as? UIScrollView)
    #expect(scrollView.contentSize == CGSize(width: 300, height: 1500))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500))
    #expect(page.view.frame == CGRect(x: 0, y: 500, width: 300, height: 500))

    // 10 points between pages: each page takes 310 points of the scroll view.
    let spaced = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 10])
    spaced.view.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
    spaced.setViewControllers([page], direction: .forward, animated: false)
    let spacedScroll = try #require(spaced.view.subviews.first as? UIScrollView)
    #expect(spacedScroll.frame.size == CGSize(width: 310, height: 500))
    #expect(spacedScroll.contentOffset == CGPoint(x: 310, y: 0))
    #expect(page.view.frame == CGRect(x: 310, y: 0, width: 300, height: 500))
    #expect(vertical.children.isEmpty)
  }

  /// Setting new pages in code removes the old ones and tells the delegate nothing.
  @Test func newPagesReplaceTheOldWithoutTheDelegate() {
    let controller = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    let recorder = Recorder()
    controller.delegate = recorder
    let (first, second) = (UIViewController(), UIViewController())
    controller.setViewControllers([first], direction: .forward, animated: false)
    controller.loadViewIfNeeded()
    controller.setViewControllers([second], direction: .reverse, animated: true)
    #expect(controller.children.count == 1 && controller.children.first === second)
    #expect(first.parent == nil)
    #expect(first.viewIfLoaded?.superview == nil)
    #expect(recorder.events.isEmpty)
  }

  /// A middle spine shows two pages side by side, each half of the view.
  @Test func middleSpineShowsTwoPagesSideBySide() {
    let book = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: UIPageViewController.SpineLocation.mid])
    book.view.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
    let (left, right) = (UIViewController(), UIViewController())
    book.setViewControllers([left, right], direction: .forward, animated: false)
    #expect(left.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
    #expect(right.view.frame == CGRect(x: 400, y: 0, width: 400, height: 600))
    #expect(left.view.superview === book.view)
  }

  /// A scroll-style page view controller of three pages showing page `index` in a 300 × 400
  /// window, with a delegate that records what it hears.
  private func paging(from index: Int) -> (UIPageViewController, Pages, Recorder, UIWindow) {
    let controller = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    let pages = Pages()
    let recorder = Recorder()
    controller.delegate = recorder
    controller.dataSource = pages
    controller.setViewControllers([pages.pages[index]], direction: .forward, animated: false)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (controller, pages, recorder, window)
  }

  /// A drag to the left past half a page turns to the next page: the delegate hears the
  /// transition start towards it and end completed, and the scroll view rests on the middle
  /// again, now showing the next page.
  @Test func dragPastHalfAPageTurnsToTheNextPage() throws {
    let (controller, pages, recorder, window) = paging(from: 1)
    window.sendPan(from: CGPoint(x: 280, y: 200), to: CGPoint(x: 40, y: 200))
    #expect(controller.viewControllers?.first === pages.pages[2])
    #expect(
      recorder.events == [
        "will [\"2\"]", "finished true from [\"1\"] completed true showing [\"2\"]",
      ])
    let scrollView = try #require(controller.view.subviews.first as? UIScrollView)
    #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))
    #expect(pages.pages[2].view.frame == CGRect(x: 300, y: 0, width: 300, height: 400))
    #expect(pages.pages[1].parent == nil && pages.pages[0].parent == nil)
    window.isHidden = true
  }

  /// A short drag goes back to the shown page: the transition that started ends not
  /// completed.
  @Test func shortDragGoesBack() {
    let (controller, pages, recorder, window) = paging(from: 1)
    window.sendPan(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 160, y: 200))
    #expect(controller.viewControllers?.first === pages.pages[1])
    #expect(
      recorder.events == [
        "will [\"0\"]", "finished true from [\"1\"] completed false showing [\"1\"]",
      ])
    #expect(controller.children.count == 1)
    window.isHidden = true
  }

  /// There is nothing before the first page, so a drag to the right moves nothing and the
  /// delegate hears nothing; without a data source no drag turns pages.
  @Test func noPageNoTurn() throws {
    let (controller, pages, recorder, window) = paging(from: 0)
    window.sendPan(from: CGPoint(x: 40, y: 200), to: CGPoint(x: 280, y: 200))
    let scrollView = try #require(controller.view.subviews.first as? UIScrollView)
    #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))
    #expect(controller.viewControllers?.first === pages.pages[0])
    controller.dataSource = nil
    window.sendPan(from: CGPoint(x: 280, y: 200), to: CGPoint(x: 40, y: 200))
    #expect(controller.viewControllers?.first === pages.pages[0])
    #expect(recorder.events.isEmpty)
    window.isHidden = true
  }

  /// The slot a drag ends on is the nearest page's (300-point pages); an offset set far past
  /// the three slots, or not a number, is taken as the middle one rather than trapping in the
  /// conversion to a slot number.
  @Test func theShownSlotIsTheNearestPageOrTheMiddle() throws {
    let (controller, _, _, window) = paging(from: 1)
    let scrollView = try #require(controller.view.subviews.first as? PageQueueScrollView)
    scrollView.contentOffset = CGPoint(x: 460, y: 0)
    #expect(scrollView.shownSlot == 2)
    scrollView.contentOffset = CGPoint(x: 140, y: 0)
    #expect(scrollView.shownSlot == 0)
    for x in [1e300, -1e300, CGFloat.nan] {
      scrollView.contentOffset = CGPoint(x: x, y: 0)
      #expect(scrollView.shownSlot == 1)
    }
    window.isHidden = true
  }
}
