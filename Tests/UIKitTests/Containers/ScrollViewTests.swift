import CoreGraphics
import Raster
import Testing
import UIKit

/// UIScrollView from its reference: the content offset is the origin of the bounds, so the
/// content moves on screen by minus the offset; constraints to the content layout guide (or
/// from the content to the scroll view's edges) give the content size; the adjusted content
/// inset adds the safe area on the axes the adjustment behaviour names.
@MainActor
@Suite struct ScrollViewTests {
  /// Records what the scroll view tells its delegate.
  final class Recorder: UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    var endedAnimations = 0
    var insetChanges = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      offsets.append(scrollView.contentOffset)
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { endedAnimations += 1 }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      insetChanges += 1
    }
  }

  /// Counts its draws, to see whether it was drawn.
  final class DrawCounter: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
      draws += 1
      UIColor.systemRed.setFill()
      UIRectFill(rect)
    }
  }

  @Test func theOffsetIsTheBoundsOriginAndMovesSubviewsTheOtherWay() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let scrollView = UIScrollView(frame: container.bounds)
    container.addSubview(scrollView)
    let child = UIView(frame: CGRect(x: 10, y: 150, width: 20, height: 20))
    scrollView.addSubview(child)
    scrollView.contentOffset = CGPoint(x: 5, y: 120)
    #expect(scrollView.bounds == CGRect(x: 5, y: 120, width: 100, height: 100))
    // The frame stays in content coordinates; on screen it is at 10 − 5, 150 − 120.
    #expect(child.frame == CGRect(x: 10, y: 150, width: 20, height: 20))
    #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 5, y: 30))
    #expect(scrollView.clipsToBounds)
  }

  @Test func theDelegateHearsOfEveryOffsetChange() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let recorder = Recorder()
    scrollView.delegate = recorder
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    scrollView.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
    scrollView.bounds.origin = CGPoint(x: 0, y: 40)
    // Setting the same offset again is no scroll.
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    #expect(recorder.offsets == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 40)])
    #expect(recorder.endedAnimations == 1)
  }

  @Test func scrolledContentIsDrawnWhereItIsAndWhatIsOutOfViewIsNotDrawn() throws {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    scrollView.backgroundColor = .white
    scrollView.contentSize = CGSize(width: 40, height: 400)
    let visible = DrawCounter(frame: CGRect(x: 0, y: 110, width: 40, height: 10))
    let hidden = DrawCounter(frame: CGRect(x: 0, y: 300, width: 40, height: 10))
    scrollView.addSubview(visible)
    scrollView.addSubview(hidden)
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    let pixmap = try #require(scrollView.renderedImage(scale: 1).cgImage?.pixmap)
    // Content y 110…120 is on screen at 10…20: red there, white above and below.
    #expect(pixmap[20, 15].r > 200 && pixmap[20, 15].g < 100)
    #expect(pixmap[20, 5].g > 200)
    #expect(pixmap[20, 25].g > 200)
    #expect(visible.draws == 1)
    #expect(hidden.draws == 0)
  }

  /// Content pinned to the content guide, as wide as the frame guide and 1000 tall.
  @Test func theContentLayoutGuideGivesTheContentSize() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let scrollView = UIScrollView(frame: container.bounds)
    container.addSubview(scrollView)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    container.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 200, height: 1000))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 1000))
    // Scrolling moves the guide with the content; the frame guide stays over the visible part.
    scrollView.contentOffset = CGPoint(x: 0, y: 400)
    container.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 1000))
    #expect(
      scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 1000))
    #expect(
      scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 400, width: 200, height: 300))
    #expect(content.convert(CGPoint.zero, to: container) == CGPoint(x: 0, y: -400))
  }

  /// The older way: content pinned to the scroll view's own edges attaches to the content
  /// area, while the scroll view's width is its frame's.
  @Test func contentPinnedToTheScrollViewsEdgesSizesTheContent() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(scrollView)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: container.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
      content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -10),
      content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 600),
    ])
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    container.layoutIfNeeded()
    // 10 + 600 + 10 tall, as wide as the scroll view's frame; the content does not follow
    // the offset: it stays 10 points below the content's top.
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    #expect(scrollView.contentSize == CGSize(width: 200, height: 620))
    #expect(content.frame == CGRect(x: 0, y: 10, width: 200, height: 600))
  }

  /// A scroll view filling a window whose device insets are 47 at the top, 34 at the bottom,
  /// 20 on the left and 30 on the right, with a content inset of 10 at the top.
  func insetScrollView(
    _ behavior: UIScrollView.ContentInsetAdjustmentBehavior, contentSize: CGSize
  ) -> (UIWindow, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 20, bottom: 34, right: 30)
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentInsetAdjustmentBehavior = behavior
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    scrollView.contentSize = contentSize
    window.addSubview(scrollView)
    window.layoutIfNeeded()
    return (window, scrollView)
  }

  /// The adjusted inset of `insetScrollView`'s scroll view, read while its window is alive
  /// (a window no one holds is freed, and the scroll view leaves its safe area with it).
  func adjustedInset(
    _ behavior: UIScrollView.ContentInsetAdjustmentBehavior, contentSize: CGSize
  ) -> UIEdgeInsets {
    let (window, scrollView) = insetScrollView(behavior, contentSize: contentSize)
    return withExtendedLifetime(window) { scrollView.adjustedContentInset }
  }

  @Test func adjustedContentInsetPerBehaviour() {
    let short = CGSize(width: 393, height: 500)
    let tall = CGSize(width: 393, height: 2000)
    let wide = CGSize(width: 1000, height: 500)
    // never: the content inset alone.
    #expect(
      adjustedInset(.never, contentSize: tall)
        == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    // always: 10 + 47 at the top, and every other side's safe area.
    #expect(
      adjustedInset(.always, contentSize: short)
        == UIEdgeInsets(top: 57, left: 20, bottom: 34, right: 30))
    // scrollableAxes: 500 < 852 tall and 393 = 393 wide scroll on neither axis …
    #expect(
      adjustedInset(.scrollableAxes, contentSize: short)
        == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    // … 2000 > 852 scrolls vertically: top and bottom only …
    #expect(
      adjustedInset(.scrollableAxes, contentSize: tall)
        == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    // … 1000 > 393 scrolls horizontally: left and right only.
    #expect(
      adjustedInset(.scrollableAxes, contentSize: wide)
        == UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 30))
    // A scroll view that always bounces vertically counts as scrolling vertically.
    let (window, bouncing) = insetScrollView(.scrollableAxes, contentSize: short)
    bouncing.alwaysBounceVertical = true
    withExtendedLifetime(window) {
      #expect(bouncing.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    }
    // automatic, outside a navigation or tab bar controller, is scrollableAxes.
    #expect(
      adjustedInset(.automatic, contentSize: short)
        == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
  }

  /// Shown by a navigation controller, automatic always adjusts vertically; a plain
  /// container controller does not count.
  @Test func automaticAdjustsVerticallyInANavigationController() {
    func scrollView(in container: UIViewController) -> UIScrollView {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
      window.rootViewController = container
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      return container.children[0].view as! UIScrollView
    }
    let content = UIViewController()
    content.view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let navigation = UINavigationController(rootViewController: content)
    let adjusted = scrollView(in: navigation).adjustedContentInset
    // The window's 34 at the bottom; at the top the safe area under the navigation bar.
    #expect(adjusted.top == content.view.safeAreaInsets.top && adjusted.top >= 47)
    #expect(adjusted.bottom == 34)

    let plain = UIViewController()
    let child = UIViewController()
    child.view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    plain.addChild(child)
    plain.view.addSubview(child.view)
    child.didMove(toParent: plain)
    #expect(scrollView(in: plain).adjustedContentInset == .zero)
  }

  /// A scroll view resting at its top follows a new adjusted inset: its content starts below
  /// the status bar, at offset −(47 + 10).
  @Test func aScrollViewAtRestStartsBelowTheAdjustedInset() {
    let recorder = Recorder()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.delegate = recorder
    scrollView.contentInsetAdjustmentBehavior = .always
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    window.addSubview(scrollView)
    window.layoutIfNeeded()
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -47))
    scrollView.contentInset.top = 10
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -57))
    #expect(recorder.insetChanges == 2)
  }

  @Test func scrollRectToVisibleScrollsAsLittleAsNeeded() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 1000)
    // Bottom edge 250 into view: offset 250 − 100 = 150.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 150))
    // Already visible: no move.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 160, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 150))
    // Above: its top comes to the top edge.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 20, width: 10, height: 10), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 20))
    // Past the end: held to 1000 − 100 = 900.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 980, width: 10, height: 100), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 900))
  }
}
