import UIKit

// The iPhones swift-snapshot-testing (1.19) ships, with the sizes and safe areas of UIKit's
// device table.
extension ViewImageConfig {
  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    .phone(.iPhoneSe, orientation, traits: .iPhoneSe(orientation))
  }

  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    .phone(.iPhone8, orientation, traits: .iPhone8(orientation))
  }

  public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    .phone(.iPhone8Plus, orientation, traits: .iPhone8Plus(orientation))
  }

  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    .phone(.iPhoneX, orientation, traits: .iPhoneX(orientation))
  }

  public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    .phone(.iPhoneXsMax, orientation, traits: .iPhoneXsMax(orientation))
  }

  public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    .phone(.iPhoneXr, orientation, traits: .iPhoneXr(orientation))
  }

  public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    .phone(.iPhone12, orientation, traits: .iPhone12(orientation))
  }

  public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    .iPhone12(orientation)
  }

  public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    .phone(.iPhone12ProMax, orientation, traits: .iPhone12ProMax(orientation))
  }

  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    .phone(.iPhone13, orientation, traits: .iPhone13(orientation))
  }

  public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    .phone(.iPhone13Mini, orientation, traits: .iPhone13(orientation))
  }

  public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    .iPhone13(orientation)
  }

  public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    .phone(.iPhone13ProMax, orientation, traits: .iPhone13ProMax(orientation))
  }

  /// `device`'s screen, turned for `orientation`.
  private static func phone(
    _ device: DeviceScreen, _ orientation: Orientation, traits: UITraitCollection
  ) -> ViewImageConfig {
    switch orientation {
    case .landscape:
      return .init(safeArea: device.landscapeSafeArea, size: device.landscapeSize, traits: traits)
    case .portrait:
      return .init(safeArea: device.safeArea, size: device.size, traits: traits)
    }
  }
}
