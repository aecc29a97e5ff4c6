import CoreGraphics
import UIKit

// The iPads swift-snapshot-testing (1.19) ships: full-screen sizes and the widths a split view
// gives the app; the narrower splits get compact-width traits.
extension ViewImageConfig {
  public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    .iPadMini(orientation.tablet)
  }
  public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
    .pad(
      landscape: [320, 507, 694, 1024], portrait: [320, 438, 768], shortSide: 768, orientation,
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
      landscape: [320, 535, 750, 1080], portrait: [320, 480, 810], shortSide: 810, orientation,
      traits: .iPad10_2, compactTraits: .iPad10_2_Compact_SplitView)
  }

  public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
  public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
    .iPadPro10_5(orientation.tablet)
  }
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
    .pad(
      landscape: [320, 551, 782, 1112], portrait: [320, 504, 834], shortSide: 834, orientation,
      traits: .iPadPro10_5, compactTraits: .iPadPro10_5_Compact_SplitView)
  }

  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    .iPadPro11(orientation.tablet)
  }
  public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
    .pad(
      landscape: [375, 592, 809, 1194], portrait: [320, 504, 834], shortSide: 834, orientation,
      traits: .iPadPro11, compactTraits: .iPadPro11_Compact_SplitView,
      safeArea: .init(top: 24, left: 0, bottom: 20, right: 0))
  }

  public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    .iPadPro12_9(orientation.tablet)
  }
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
    // The 12.9-inch iPad's half split is wide enough for regular-width traits.
    .pad(
      landscape: [375, 678, 981, 1366], portrait: [375, 639, 1024], shortSide: 1024, orientation,
      traits: .iPadPro12_9, compactTraits: .iPadPro12_9_Compact_SplitView,
      regularFromLandscapeSplit: 1)
  }

  /// An iPad: `landscape` holds the app's width for one third, one half, two thirds and the
  /// full screen, `shortSide` tall; `portrait` the widths for one third, two thirds and full,
  /// as tall as the landscape full width. Splits before `regularFromLandscapeSplit` (and the
  /// portrait ones but the full screen) are compact.
  private static func pad(
    landscape: [CGFloat], portrait: [CGFloat], shortSide: CGFloat,
    _ orientation: TabletOrientation, traits: UITraitCollection,
    compactTraits: UITraitCollection,
    safeArea: UIEdgeInsets = .init(top: 20, left: 0, bottom: 0, right: 0),
    regularFromLandscapeSplit: Int = 2
  ) -> ViewImageConfig {
    let longSide = landscape[3]
    switch orientation {
    case .landscape(let split):
      let index = split.index
      return .init(
        safeArea: safeArea, size: .init(width: landscape[index], height: shortSide),
        traits: index >= regularFromLandscapeSplit ? traits : compactTraits)
    case .portrait(let split):
      let index = split.index
      return .init(
        safeArea: safeArea, size: .init(width: portrait[index], height: longSide),
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
