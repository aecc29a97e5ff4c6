import Testing
import UIKit

/// Progress views, page controls, steppers and activity indicators: sizes and values.
@MainActor
@Suite struct ProgressAndPageTests {
  @Test func progressView_is4TallAndPinsProgress() {
    let progress = UIProgressView(progressViewStyle: .bar)
    #expect(progress.progressViewStyle == .bar)
    #expect(progress.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
    progress.setProgress(1.5, animated: true)
    #expect(progress.progress == 1)
    progress.progress = -1
    #expect(progress.progress == 0)
  }

  /// Half-way: the left half is the tint (blue), the right half the track.
  @Test func progressView_fillsFromTheLeadingEdge() {
    let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
    progress.progress = 0.5
    #expect(
      ControlTestSupport.close(
        ControlTestSupport.pixel(of: progress, x: 25, y: 2), [0, 122, 255, 255]))
    #expect(ControlTestSupport.pixel(of: progress, x: 75, y: 2)[3] < 100)
    progress.semanticContentAttribute = .forceRightToLeft
    #expect(
      ControlTestSupport.close(
        ControlTestSupport.pixel(of: progress, x: 75, y: 2), [0, 122, 255, 255]))
  }

  /// Three pages: 3 × 16 + 2 × 10 = 68 points wide, 26 tall.
  @Test func pageControl_sizeFollowsThePages() {
    let pages = UIPageControl()
    #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 68, height: 26))
    pages.numberOfPages = 3
    #expect(pages.intrinsicContentSize == CGSize(width: 68, height: 26))
    pages.currentPage = 7
    #expect(pages.currentPage == 2)
    pages.numberOfPages = 2
    #expect(pages.currentPage == 1)
  }

  @Test func stepper_is94By32AndKeepsItsRange() {
    let stepper = UIStepper()
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(stepper.maximumValue == 100 && stepper.stepValue == 1)
    stepper.value = 150
    #expect(stepper.value == 100)
    stepper.stepValue = 0
    #expect(stepper.stepValue == 1)
    stepper.maximumValue = 10
    #expect(stepper.value == 10)
  }

  @Test func activityIndicator_sizesAndHidesWhenStopped() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(spinner.frame.size == CGSize(width: 37, height: 37))
    #expect(
      UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }
}
