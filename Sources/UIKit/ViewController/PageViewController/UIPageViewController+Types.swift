import CoreGraphics
import Foundation

extension UIPageViewController {
  /// How one page replaces another.
  public enum TransitionStyle: Int, Sendable {
    /// Pages turn like the pages of a book.
    case pageCurl = 0
    /// Pages scroll side by side.
    case scroll = 1
  }

  /// The axis pages move along.
  public enum NavigationOrientation: Int, Sendable {
    /// Pages move left and right.
    case horizontal = 0
    /// Pages move up and down.
    case vertical = 1
  }

  /// Where the spine of a page-curl transition is.
  public enum SpineLocation: Int, Sendable {
    /// No spine: the scroll transition style.
    case none = 0
    /// At the left or top edge: one page at a time.
    case min = 1
    /// In the middle: two pages at a time.
    case mid = 2
    /// At the right or bottom edge: one page at a time.
    case max = 3
  }

  /// The direction a programmatic page change moves in.
  public enum NavigationDirection: Int, Sendable {
    /// To the next page (the right, or below).
    case forward = 0
    /// To the previous page.
    case reverse = 1
  }

  /// The keys of the options dictionary given at initialisation.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A ``SpineLocation`` (or its raw value as a number) for the page-curl style.
    public static let spineLocation = OptionsKey("UIPageViewControllerOptionSpineLocationKey")
    /// The space between pages of the scroll style, in points (a number).
    public static let interPageSpacing = OptionsKey("UIPageViewControllerOptionInterPageSpacingKey")
  }
}

extension UIPageViewController.OptionsKey {
  /// The spine location an options dictionary asks for, if it names a valid one.
  static func requestedSpineLocation(in options: [UIPageViewController.OptionsKey: Any]?)
    -> UIPageViewController.SpineLocation?
  {
    switch options?[.spineLocation] {
    case let location as UIPageViewController.SpineLocation: location
    case let number as NSNumber: UIPageViewController.SpineLocation(rawValue: number.intValue)
    case let number as Int: UIPageViewController.SpineLocation(rawValue: number)
    default: nil
    }
  }

  /// The inter-page spacing an options dictionary gives, 0 when none.
  static func requestedSpacing(in options: [UIPageViewController.OptionsKey: Any]?) -> CGFloat {
    switch options?[.interPageSpacing] {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: 0
    }
  }
}
