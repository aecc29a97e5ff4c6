import CoreGraphics

/// A device's screen as an app sees it: the size in points and pixels a point, the safe area in
/// each orientation, and the width class the app gets full screen in landscape.
///
/// The one table of devices for everything that draws "on a device" (the snapshot strategies'
/// `ViewImageConfig`, mockup canvases), with swift-snapshot-testing's names and numbers, so
/// that a mockup and a snapshot of the same device agree.
package struct DeviceScreen: Sendable, Equatable {
  /// swift-snapshot-testing's name for the device, such as `iPhone13`.
  public let name: String
  /// The screen in portrait, in points.
  public let size: CGSize
  /// Pixels a point.
  public let scale: CGFloat
  /// The insets of the status bar, notch and home indicator in portrait.
  public let safeArea: UIEdgeInsets
  /// The insets in landscape.
  public let landscapeSafeArea: UIEdgeInsets
  /// The horizontal size class full screen in landscape: regular on the large phones and on
  /// iPads, compact on the others.
  public let landscapeHorizontalSizeClass: UIUserInterfaceSizeClass

  /// The screen in landscape, in points.
  public var landscapeSize: CGSize { CGSize(width: size.height, height: size.width) }

  public static let iPhoneSe = homeButtonPhone("iPhoneSe", 320, 568, scale: 2, .compact)
  public static let iPhone8 = homeButtonPhone("iPhone8", 375, 667, scale: 2, .compact)
  public static let iPhone8Plus = homeButtonPhone("iPhone8Plus", 414, 736, scale: 3, .regular)
  public static let iPhoneX = notchedPhone(
    "iPhoneX", 375, 812, scale: 3, notch: 44, bottom: 24, .compact)
  public static let iPhoneXsMax = notchedPhone(
    "iPhoneXsMax", 414, 896, scale: 3, notch: 44, bottom: 24, .regular)
  public static let iPhoneXr = notchedPhone(
    "iPhoneXr", 414, 896, scale: 2, notch: 44, bottom: 24, .regular)
  public static let iPhone12 = notchedPhone(
    "iPhone12", 390, 844, scale: 3, notch: 47, bottom: 21, .compact)
  public static let iPhone12Pro = notchedPhone(
    "iPhone12Pro", 390, 844, scale: 3, notch: 47, bottom: 21, .compact)
  public static let iPhone12ProMax = notchedPhone(
    "iPhone12ProMax", 428, 926, scale: 3, notch: 47, bottom: 21, .regular)
  public static let iPhone13Mini = notchedPhone(
    "iPhone13Mini", 375, 812, scale: 3, notch: 50, bottom: 21, .compact)
  public static let iPhone13 = notchedPhone(
    "iPhone13", 390, 844, scale: 3, notch: 47, bottom: 21, .compact)
  public static let iPhone13Pro = notchedPhone(
    "iPhone13Pro", 390, 844, scale: 3, notch: 47, bottom: 21, .compact)
  public static let iPhone13ProMax = notchedPhone(
    "iPhone13ProMax", 428, 926, scale: 3, notch: 47, bottom: 21, .regular)
  public static let iPadMini = pad("iPadMini", 768, 1024)
  public static let iPad9_7 = pad("iPad9_7", 768, 1024)
  public static let iPad10_2 = pad("iPad10_2", 810, 1080)
  public static let iPadPro10_5 = pad("iPadPro10_5", 834, 1112)
  public static let iPadPro11 = pad(
    "iPadPro11", 834, 1194, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  /// swift-snapshot-testing gives the 12.9-inch iPad Pro the home-button iPads' status bar.
  public static let iPadPro12_9 = pad("iPadPro12_9", 1024, 1366)

  /// Every device, phones first.
  public static let all: [DeviceScreen] = [
    iPhoneSe, iPhone8, iPhone8Plus, iPhoneX, iPhoneXsMax, iPhoneXr, iPhone12, iPhone12Pro,
    iPhone12ProMax, iPhone13Mini, iPhone13, iPhone13Pro, iPhone13ProMax, iPadMini, iPad9_7,
    iPad10_2, iPadPro10_5, iPadPro11, iPadPro12_9,
  ]

  /// The device named `name`, or nil.
  public static func named(_ name: String) -> DeviceScreen? { all.first { $0.name == name } }

  /// A phone with a home button: a 20-point status bar in portrait, no insets in landscape.
  private static func homeButtonPhone(
    _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
    _ landscapeWidth: UIUserInterfaceSizeClass
  ) -> DeviceScreen {
    DeviceScreen(
      name: name, size: CGSize(width: width, height: height), scale: scale,
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
      landscapeHorizontalSizeClass: landscapeWidth)
  }

  /// A phone with a notch: the notch's inset on top and the home indicator's 34 points below in
  /// portrait; the notch's inset on both sides and the home indicator's `bottom` in landscape.
  private static func notchedPhone(
    _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, notch: CGFloat,
    bottom: CGFloat, _ landscapeWidth: UIUserInterfaceSizeClass
  ) -> DeviceScreen {
    DeviceScreen(
      name: name, size: CGSize(width: width, height: height), scale: scale,
      safeArea: UIEdgeInsets(top: notch, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 0, left: notch, bottom: bottom, right: notch),
      landscapeHorizontalSizeClass: landscapeWidth)
  }

  /// An iPad at 2×, with the same insets in both orientations.
  private static func pad(
    _ name: String, _ width: CGFloat, _ height: CGFloat,
    safeArea: UIEdgeInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
  ) -> DeviceScreen {
    DeviceScreen(
      name: name, size: CGSize(width: width, height: height), scale: 2, safeArea: safeArea,
      landscapeSafeArea: safeArea, landscapeHorizontalSizeClass: .regular)
  }
}
