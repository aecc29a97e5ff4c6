import CoreGraphics
import UIKit

/// A device to render a view controller on: a size in points, the safe area the device puts
/// on its edges, and the traits it gives, as swift-snapshot-testing defines it for iOS.
public struct ViewImageConfig: Sendable {
  /// A phone's orientation.
  public enum Orientation {
    case landscape
    case portrait
  }

  /// An iPad's orientation and how much of the screen a split view gives the app.
  public enum TabletOrientation {
    public enum PortraitSplits {
      case oneThird
      case twoThirds
      case full
    }
    public enum LandscapeSplits {
      case oneThird
      case oneHalf
      case twoThirds
      case full
    }
    case landscape(splitView: LandscapeSplits)
    case portrait(splitView: PortraitSplits)
  }

  /// The insets the device puts on the window's edges (status bar, notch, home indicator).
  public var safeArea: UIEdgeInsets
  /// The window's size in points; nil keeps the view's own size.
  public var size: CGSize?
  /// The traits the device gives the view controller.
  public var traits: UITraitCollection

  public init(
    safeArea: UIEdgeInsets = .zero,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }
}
