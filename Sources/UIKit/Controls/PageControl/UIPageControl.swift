import CoreGraphics
import Foundation

/// A row of dots, one per page, the current one brighter.
///
/// Each dot is 8 points across, 16 points from the next; the control is 26 points tall with
/// 10 points of space at each end (the dots of iOS 14 and later).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// Whether the control has a background behind its dots.
  public enum BackgroundStyle: Int, Sendable {
    /// The platform's choice: none at rest.
    case automatic
    /// A translucent capsule behind the dots.
    case prominent
    /// No background.
    case minimal
  }

  static let dotSide: CGFloat = 8
  static let dotPitch: CGFloat = 16
  static let endPadding: CGFloat = 10
  static let height: CGFloat = 26

  /// Creates a page control with `frame`, no pages.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  /// Page controls are not archived here; this initialiser exists so that subclasses written
  /// for iOS compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The number of pages (dots): 0 by default; negative counts are 0.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(0, numberOfPages - 1))
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// The page shown, 0-based, kept within the pages. Setting it sends no event.
  open var currentPage = 0 {
    didSet {
      let pinned = max(0, min(currentPage, numberOfPages - 1))
      if currentPage != pinned { currentPage = pinned }
      setNeedsDisplay()
    }
  }

  /// Whether the control hides with a single page. False by default.
  open var hidesForSinglePage = false {
    didSet { setNeedsDisplay() }
  }

  /// The colour of the other pages' dots; nil (the default) is the tertiary label colour.
  open var pageIndicatorTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UIPageControl.pageIndicatorTintColor, to: pageIndicatorTintColor)
      setNeedsDisplay()
    }
  }

  /// The colour of the current page's dot; nil (the default) is the label colour.
  open var currentPageIndicatorTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(
        \UIPageControl.currentPageIndicatorTintColor, to: currentPageIndicatorTintColor)
      setNeedsDisplay()
    }
  }

  /// The background behind the dots: `.automatic` (none) by default.
  open var backgroundStyle = BackgroundStyle.automatic {
    didSet { setNeedsDisplay() }
  }

  /// Whether the current dot waits for code to move it; stored only (no touches).
  open var defersCurrentPageDisplay = false

  /// Whether the control lets a long swipe scrub through pages; stored only.
  open var allowsContinuousInteraction = true

  /// The size the control needs for `pageCount` pages: 16 points a page plus 10 at each end,
  /// 26 points tall.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(0, pageCount))
    return CGSize(
      width: count == 0 ? 0 : count * Self.dotPitch + 2 * Self.endPadding, height: Self.height)
  }

  /// The size for ``numberOfPages``.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// The size for ``numberOfPages``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Draws the dots centred in the bounds (and the capsule of `.prominent`).
  open override func draw(_ rect: CGRect) {
    guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
    let size = size(forNumberOfPages: numberOfPages)
    let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
    if backgroundStyle == .prominent {
      UIColor.tertiarySystemFill.setFill()
      let capsule = CGRect(origin: origin, size: size)
      UIBezierPath(roundedRect: capsule, cornerRadius: size.height / 2).fill()
    }
    drawDimmedWhenDisabled { _ in
      for page in 0..<numberOfPages {
        let x = origin.x + Self.endPadding + CGFloat(page) * Self.dotPitch
        let dot = CGRect(
          x: x + (Self.dotPitch - Self.dotSide) / 2, y: bounds.midY - Self.dotSide / 2,
          width: Self.dotSide, height: Self.dotSide)
        let current = currentPageIndicatorTintColor ?? .label
        (page == currentPage ? current : pageIndicatorTintColor ?? .tertiaryLabel).setFill()
        UIBezierPath(ovalIn: dot).fill()
      }
    }
  }
}
