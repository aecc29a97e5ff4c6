import UIKit

// The device traits swift-snapshot-testing (1.19) ships, under the same names. Its phone
// traits also set forceTouchCapability, which Offscreen's UITraitCollection does not model.
extension UITraitCollection {
  public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(.iPhoneSe, orientation)
  }
  public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(.iPhone8, orientation)
  }
  public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(.iPhone8Plus, orientation)
  }
  public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(.iPhoneX, orientation)
  }
  public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(.iPhoneXr, orientation)
  }
  public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(.iPhoneXsMax, orientation)
  }
  public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(.iPhone12, orientation)
  }
  public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(.iPhone12ProMax, orientation)
  }
  public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(.iPhone13, orientation)
  }
  public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(.iPhone13ProMax, orientation)
  }

  public static let iPadMini = iPad
  public static let iPadMini_Compact_SplitView = iPadCompactSplitView
  public static let iPad9_7 = iPad
  public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
  public static let iPad10_2 = iPad
  public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
  public static let iPadPro10_5 = iPad
  public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
  public static let iPadPro11 = iPad
  public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
  public static let iPadPro12_9 = iPad
  public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView

  private static let iPad = UITraitCollection(traitsFrom: [
    .init(horizontalSizeClass: .regular),
    .init(verticalSizeClass: .regular),
    .init(userInterfaceIdiom: .pad),
  ])

  private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
    .init(horizontalSizeClass: .compact),
    .init(verticalSizeClass: .regular),
    .init(userInterfaceIdiom: .pad),
  ])

  /// A phone's traits: left-to-right, the medium text size, compact width and regular height
  /// in portrait; compact height and the device's landscape width class in landscape.
  private static func phone(_ device: DeviceScreen, _ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    let base: [UITraitCollection] = [
      .init(layoutDirection: .leftToRight),
      .init(preferredContentSizeCategory: .medium),
      .init(userInterfaceIdiom: .phone),
    ]
    switch orientation {
    case .landscape:
      return .init(
        traitsFrom: base + [
          .init(horizontalSizeClass: device.landscapeHorizontalSizeClass),
          .init(verticalSizeClass: .compact),
        ])
    case .portrait:
      return .init(
        traitsFrom: base + [
          .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular),
        ]
      )
    }
  }
}
