import CoreGraphics
import UIKit

// The iPhones swift-snapshot-testing (1.19) ships, with its sizes and safe areas: portrait
// sizes; landscape swaps them. Phones with a home button have a 20-point status bar in portrait
// and no safe area in landscape.
extension ViewImageConfig {
  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    .homeButtonPhone(width: 320, height: 568, orientation, traits: .iPhoneSe(orientation))
  }

  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    .homeButtonPhone(width: 375, height: 667, orientation, traits: .iPhone8(orientation))
  }

  public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    .homeButtonPhone(width: 414, height: 736, orientation, traits: .iPhone8Plus(orientation))
  }

  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    .notchedPhone(
      width: 375, height: 812, notch: 44, landscapeBottom: 24, orientation,
      traits: .iPhoneX(orientation))
  }

  public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    .notchedPhone(
      width: 414, height: 896, notch: 44, landscapeBottom: 24, orientation,
      traits: .iPhoneXsMax(orientation))
  }

  public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    .notchedPhone(
      width: 414, height: 896, notch: 44, landscapeBottom: 24, orientation,
      traits: .iPhoneXr(orientation))
  }

  public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    .notchedPhone(
      width: 390, height: 844, notch: 47, landscapeBottom: 21, orientation,
      traits: .iPhone12(orientation))
  }

  public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    .iPhone12(orientation)
  }

  public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    .notchedPhone(
      width: 428, height: 926, notch: 47, landscapeBottom: 21, orientation,
      traits: .iPhone12ProMax(orientation))
  }

  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    .notchedPhone(
      width: 390, height: 844, notch: 47, landscapeBottom: 21, orientation,
      traits: .iPhone13(orientation))
  }

  public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    .notchedPhone(
      width: 375, height: 812, notch: 50, landscapeBottom: 21, orientation,
      traits: .iPhone13(orientation))
  }

  public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    .iPhone13(orientation)
  }

  public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    .notchedPhone(
      width: 428, height: 926, notch: 47, landscapeBottom: 21, orientation,
      traits: .iPhone13ProMax(orientation))
  }

  /// A phone with a home button: a 20-point status bar in portrait, nothing in landscape.
  private static func homeButtonPhone(
    width: CGFloat, height: CGFloat, _ orientation: Orientation, traits: UITraitCollection
  ) -> ViewImageConfig {
    switch orientation {
    case .landscape:
      return .init(safeArea: .zero, size: .init(width: height, height: width), traits: traits)
    case .portrait:
      return .init(
        safeArea: .init(top: 20, left: 0, bottom: 0, right: 0),
        size: .init(width: width, height: height), traits: traits)
    }
  }

  /// A phone with a notch: the notch's inset on top in portrait and on both sides in
  /// landscape; the home indicator's 34 points at the bottom in portrait, `landscapeBottom` in
  /// landscape.
  private static func notchedPhone(
    width: CGFloat, height: CGFloat, notch: CGFloat, landscapeBottom: CGFloat,
    _ orientation: Orientation, traits: UITraitCollection
  ) -> ViewImageConfig {
    switch orientation {
    case .landscape:
      return .init(
        safeArea: .init(top: 0, left: notch, bottom: landscapeBottom, right: notch),
        size: .init(width: height, height: width), traits: traits)
    case .portrait:
      return .init(
        safeArea: .init(top: notch, left: 0, bottom: 34, right: 0),
        size: .init(width: width, height: height), traits: traits)
    }
  }
}
