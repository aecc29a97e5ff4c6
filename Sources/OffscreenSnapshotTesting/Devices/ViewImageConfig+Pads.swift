import CoreGraphics
import UIKit

// The iPads swift-snapshot-testing (1.19) ships: UIKit's device table gives the full screen and
// its safe area, swift-snapshot-testing the widths a split view gives the app; the narrower
// splits get compact-width traits.
extension ViewImageConfig {
  public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    .iPadMini(orientation.tablet)
  }
  public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
    .pad(
      .iPadMini, landscapeSplits: [320, 507, 694], portraitSplits: [320, 438], orientation,
      traits: .iPadMini, compactTraits: .iPadMini_Compact_SplitView)
  }

  public static let iPad9_7 = iPadMini
  public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(orientation)
  }
  public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
    iPadMini(orientation)
  }

  public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
  public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
    .iPad10_2(orientation.tablet)
  }
  public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
    .pad(
      .iPad10_2, landscapeSplits: [320, 535, 750], portraitSplits: [320, 480], orientation,
      traits: .iPad10_2, compactTraits: .iPad10_2_Compact_SplitView)
  }

  public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
  public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
    .iPadPro10_5(orientation.tablet)
  }
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
    .pad(
      .iPadPro10_5, landscapeSplits: [320, 551, 782], portraitSplits: [320, 504], orientation,
      traits: .iPadPro10_5, compactTraits: .iPadPro10_5_Compact_SplitView)
  }

  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    .iPadPro11(orientation.tablet)
  }
  public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
    .pad(
      .iPadPro11, landscapeSplits: [375, 592, 809], portraitSplits: [320, 504], orientation,
      traits: .iPadPro11, compactTraits: .iPadPro11_Compact_SplitView)
  }

  public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    .iPadPro12_9(orientation.tablet)
  }
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
    // The 12.9-inch iPad's half split is wide enough for regular-width traits.
    .pad(
      .iPadPro12_9, landscapeSplits: [375, 678, 981], portraitSplits: [375, 639], orientation,
      traits: .iPadPro12_9, compactTraits: .iPadPro12_9_Compact_SplitView,
      regularFromLandscapeSplit: 1)
  }

  /// `device`'s screen, or the part of it a split view gives the app: `landscapeSplits` holds
  /// the app's width for one third, one half and two thirds of the landscape screen,
  /// `portraitSplits` for one third and two thirds of the portrait one. Splits before
  /// `regularFromLandscapeSplit` (and the portrait ones but the full screen) are compact.
  private static func pad(
    _ device: DeviceScreen, landscapeSplits: [CGFloat], portraitSplits: [CGFloat],
    _ orientation: TabletOrientation, traits: UITraitCollection,
    compactTraits: UITraitCollection, regularFromLandscapeSplit: Int = 2
  ) -> ViewImageConfig {
    switch orientation {
    case .landscape(let split):
      let index = split.index
      let widths = landscapeSplits + [device.landscapeSize.width]
      return .init(
        safeArea: device.landscapeSafeArea,
        size: .init(width: widths[index], height: device.landscapeSize.height),
        traits: index >= regularFromLandscapeSplit ? traits : compactTraits)
    case .portrait(let split):
      let index = split.index
      let widths = portraitSplits + [device.size.width]
      return .init(
        safeArea: device.safeArea, size: .init(width: widths[index], height: device.size.height),
        traits: index == 2 ? traits : compactTraits)
    }
  }
}

extension ViewImageConfig.Orientation {
  /// The full-screen tablet orientation.
  fileprivate var tablet: ViewImageConfig.TabletOrientation {
    switch self {
    case .landscape: .landscape(splitView: .full)
    case .portrait: .portrait(splitView: .full)
    }
  }
}

extension ViewImageConfig.TabletOrientation.LandscapeSplits {
  fileprivate var index: Int {
    switch self {
    case .oneThird: 0
    case .oneHalf: 1
    case .twoThirds: 2
    case .full: 3
    }
  }
}

extension ViewImageConfig.TabletOrientation.PortraitSplits {
  fileprivate var index: Int {
    switch self {
    case .oneThird: 0
    case .twoThirds: 1
    case .full: 2
    }
  }
}
