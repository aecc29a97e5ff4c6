import OffscreenSnapshotTesting
import Testing
import UIKit

/// Every device configuration carries swift-snapshot-testing 1.19's numbers (its
/// `ViewImageConfig` and `UITraitCollection` presets in Common/View.swift, copied here by hand).
@MainActor @Suite struct DeviceConfigTests {
  /// A phone's portrait size, its portrait and landscape safe areas.
  typealias Screen = (size: CGSize, portrait: UIEdgeInsets, landscape: UIEdgeInsets)

  /// Home-button phones: a 20-point status bar in portrait, nothing in landscape.
  static func homeButton(_ width: CGFloat, _ height: CGFloat) -> Screen {
    (
      CGSize(width: width, height: height), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      .zero
    )
  }

  /// Notched phones: the notch on top and 34 below in portrait; the notch each side and
  /// `bottom` below in landscape.
  static func notched(_ width: CGFloat, _ height: CGFloat, notch: CGFloat, bottom: CGFloat)
    -> Screen
  {
    (
      CGSize(width: width, height: height), UIEdgeInsets(top: notch, left: 0, bottom: 34, right: 0),
      UIEdgeInsets(top: 0, left: notch, bottom: bottom, right: notch)
    )
  }

  static let phones:
    [(
      String, (ViewImageConfig.Orientation) -> ViewImageConfig,
      Screen, UIUserInterfaceSizeClass
    )] = [
      ("iPhoneSe", ViewImageConfig.iPhoneSe, homeButton(320, 568), .compact),
      ("iPhone8", ViewImageConfig.iPhone8, homeButton(375, 667), .compact),
      ("iPhone8Plus", ViewImageConfig.iPhone8Plus, homeButton(414, 736), .regular),
      ("iPhoneX", ViewImageConfig.iPhoneX, notched(375, 812, notch: 44, bottom: 24), .compact),
      (
        "iPhoneXsMax", ViewImageConfig.iPhoneXsMax, notched(414, 896, notch: 44, bottom: 24),
        .regular
      ),
      ("iPhoneXr", ViewImageConfig.iPhoneXr, notched(414, 896, notch: 44, bottom: 24), .regular),
      ("iPhone12", ViewImageConfig.iPhone12, notched(390, 844, notch: 47, bottom: 21), .compact),
      (
        "iPhone12Pro", ViewImageConfig.iPhone12Pro, notched(390, 844, notch: 47, bottom: 21),
        .compact
      ),
      (
        "iPhone12ProMax", ViewImageConfig.iPhone12ProMax, notched(428, 926, notch: 47, bottom: 21),
        .regular
      ),
      ("iPhone13", ViewImageConfig.iPhone13, notched(390, 844, notch: 47, bottom: 21), .compact),
      (
        "iPhone13Mini", ViewImageConfig.iPhone13Mini, notched(375, 812, notch: 50, bottom: 21),
        .compact
      ),
      (
        "iPhone13Pro", ViewImageConfig.iPhone13Pro, notched(390, 844, notch: 47, bottom: 21),
        .compact
      ),
      (
        "iPhone13ProMax", ViewImageConfig.iPhone13ProMax, notched(428, 926, notch: 47, bottom: 21),
        .regular
      ),
    ]

  @Test func phones_haveSizesSafeAreasAndSizeClasses() {
    for (name, config, screen, landscapeWidth) in Self.phones {
      let size = screen.size
      let portrait = config(.portrait)
      let landscape = config(.landscape)
      #expect(portrait.size == size, "\(name)")
      #expect(portrait.safeArea == screen.portrait, "\(name)")
      #expect(landscape.size == CGSize(width: size.height, height: size.width), "\(name)")
      #expect(landscape.safeArea == screen.landscape, "\(name)")
      #expect(portrait.traits.horizontalSizeClass == .compact, "\(name)")
      #expect(portrait.traits.verticalSizeClass == .regular, "\(name)")
      #expect(landscape.traits.horizontalSizeClass == landscapeWidth, "\(name)")
      #expect(landscape.traits.verticalSizeClass == .compact, "\(name)")
      #expect(portrait.traits.userInterfaceIdiom == .phone, "\(name)")
      #expect(portrait.traits.preferredContentSizeCategory == .medium, "\(name)")
      #expect(portrait.traits.layoutDirection == .leftToRight, "\(name)")
    }
    // The static presets are the portrait ones.
    #expect(ViewImageConfig.iPhone13Mini.size == CGSize(width: 375, height: 812))
    #expect(ViewImageConfig.iPhoneXr.safeArea.top == 44)
  }

  /// An iPad's widths for each landscape split (one third, half, two thirds, full) and portrait
  /// split (one third, two thirds, full), the short side, its safe area, and how many of the
  /// landscape splits are compact.
  static let pads:
    [(
      String, (ViewImageConfig.TabletOrientation) -> ViewImageConfig, [CGFloat], [CGFloat],
      CGFloat, UIEdgeInsets, Int
    )] = [
      (
        "iPadMini", ViewImageConfig.iPadMini, [320, 507, 694, 1024], [320, 438, 768], 768,
        UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), 2
      ),
      (
        "iPad9_7", ViewImageConfig.iPad9_7, [320, 507, 694, 1024], [320, 438, 768], 768,
        UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), 2
      ),
      (
        "iPad10_2", ViewImageConfig.iPad10_2, [320, 535, 750, 1080], [320, 480, 810], 810,
        UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), 2
      ),
      (
        "iPadPro10_5", ViewImageConfig.iPadPro10_5, [320, 551, 782, 1112], [320, 504, 834], 834,
        UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), 2
      ),
      (
        "iPadPro11", ViewImageConfig.iPadPro11, [375, 592, 809, 1194], [320, 504, 834], 834,
        UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), 2
      ),
      // swift-snapshot-testing gives the 12.9-inch iPad the home-button status bar, and its half
      // split regular width.
      (
        "iPadPro12_9", ViewImageConfig.iPadPro12_9, [375, 678, 981, 1366], [375, 639, 1024], 1024,
        UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), 1
      ),
    ]

  @Test func pads_haveSplitSizesSafeAreasAndSizeClasses() {
    for (name, config, landscapeWidths, portraitWidths, shortSide, insets, compactSplits)
      in Self.pads
    {
      let longSide = landscapeWidths[3]
      let landscapeSplits: [ViewImageConfig.TabletOrientation.LandscapeSplits] = [
        .oneThird, .oneHalf, .twoThirds, .full,
      ]
      for (index, split) in landscapeSplits.enumerated() {
        let landscape = config(.landscape(splitView: split))
        #expect(
          landscape.size == CGSize(width: landscapeWidths[index], height: shortSide), "\(name)")
        #expect(landscape.safeArea == insets, "\(name)")
        #expect(
          landscape.traits.horizontalSizeClass == (index < compactSplits ? .compact : .regular),
          "\(name) \(split)")
        #expect(landscape.traits.verticalSizeClass == .regular, "\(name)")
        #expect(landscape.traits.userInterfaceIdiom == .pad, "\(name)")
      }
      let portraitSplits: [ViewImageConfig.TabletOrientation.PortraitSplits] = [
        .oneThird, .twoThirds, .full,
      ]
      for (index, split) in portraitSplits.enumerated() {
        let portrait = config(.portrait(splitView: split))
        #expect(portrait.size == CGSize(width: portraitWidths[index], height: longSide), "\(name)")
        #expect(portrait.safeArea == insets, "\(name)")
        #expect(
          portrait.traits.horizontalSizeClass == (split == .full ? .regular : .compact),
          "\(name) \(split)")
      }
    }
    // The static presets and the phone-orientation overloads are full screen, landscape first.
    #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
    #expect(ViewImageConfig.iPad10_2(.portrait).size == CGSize(width: 810, height: 1080))
  }
}
