import Testing
import UIKit

/// A scroll view's pan drags its content (UIScrollView's documentation: the content moves with
/// the finger; `panGestureRecognizer` is the recognizer that does it), within the content,
/// telling the delegate the drag began and ended.
@MainActor
@Suite struct ScrollViewPanTests {
  final class Recorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      events.append("begin \(scrollView.isDragging)")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      events.append("end \(decelerate) \(scrollView.isDragging)")
    }
  }

  private func scrollView() -> (UIWindow, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let scroll = UIScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 300, height: 1000)
    window.addSubview(scroll)
    window.isHidden = false
    return (window, scroll)
  }

  /// Dragging up 200 points moves the content up 200: the offset is 200.
  @Test func dragMovesTheContentWithTheFinger() {
    let (window, scroll) = scrollView()
    let recorder = Recorder()
    scroll.delegate = recorder
    #expect(scroll.gestureRecognizers?.contains(scroll.panGestureRecognizer) == true)
    window.sendPan(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 50))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
    #expect(recorder.events == ["begin true", "end false false"])
  }

  /// A drag cannot take the content past its ends: 1000 − 300 = 700 at most, 0 at least; and
  /// the content is 300 wide, so a sideways drag moves nothing.
  @Test func dragStopsAtTheEndsOfTheContent() {
    let (window, scroll) = scrollView()
    scroll.contentOffset = CGPoint(x: 0, y: 600)
    window.sendPan(from: CGPoint(x: 150, y: 290), to: CGPoint(x: 10, y: 10))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 700))
    window.sendPan(from: CGPoint(x: 150, y: 10), to: CGPoint(x: 150, y: 290), duration: 0.5)
    window.sendPan(from: CGPoint(x: 150, y: 10), to: CGPoint(x: 150, y: 290), duration: 0.5)
    window.sendPan(from: CGPoint(x: 150, y: 10), to: CGPoint(x: 150, y: 290), duration: 0.5)
    #expect(scroll.contentOffset == .zero)
  }

  /// A drag whose duration is not a number of seconds a test could mean is refused with a
  /// warning, and moves nothing.
  @Test func aDragWithoutASensibleDurationMovesNothing() {
    let (window, scroll) = scrollView()
    let recorder = Recorder()
    scroll.delegate = recorder
    for duration in [TimeInterval.nan, .infinity, -1, 1e18] {
      window.sendPan(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 50), duration: duration)
    }
    #expect(scroll.contentOffset == .zero)
    #expect(recorder.events.isEmpty)
  }

  /// With paging, a drag ends on the nearest page: 160 points is past half of a 300-point page.
  @Test func pagingDragEndsOnAPage() {
    let (window, scroll) = scrollView()
    scroll.isPagingEnabled = true
    window.sendPan(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 90))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
    scroll.isScrollEnabled = false
    window.sendPan(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 50))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
  }
}
