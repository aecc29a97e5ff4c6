import CoreGraphics
import UIKit

/// A device's screen: size in points, scale and safe-area insets in portrait, named as
/// swift-snapshot-testing's `ViewImageConfig` names them.
public struct DevicePreset: Sendable, Equatable {
  public let name: String
  public let size: CGSize
  public let scale: CGFloat
  public let safeArea: UIEdgeInsets

  /// The presets, with `ViewImageConfig`'s portrait sizes, scales and safe areas.
  public static let all: [DevicePreset] = [
    phone("iPhoneSe", 320, 568, 2, top: 20, bottom: 0),
    phone("iPhone8", 375, 667, 2, top: 20, bottom: 0),
    phone("iPhone8Plus", 414, 736, 3, top: 20, bottom: 0),
    phone("iPhoneX", 375, 812, 3, top: 44, bottom: 34),
    phone("iPhoneXsMax", 414, 896, 3, top: 44, bottom: 34),
    phone("iPhoneXr", 414, 896, 2, top: 44, bottom: 34),
    phone("iPhone12", 390, 844, 3, top: 47, bottom: 34),
    phone("iPhone12Pro", 390, 844, 3, top: 47, bottom: 34),
    phone("iPhone12ProMax", 428, 926, 3, top: 47, bottom: 34),
    phone("iPhone13Mini", 375, 812, 3, top: 50, bottom: 34),
    phone("iPhone13", 390, 844, 3, top: 47, bottom: 34),
    phone("iPhone13Pro", 390, 844, 3, top: 47, bottom: 34),
    phone("iPhone13ProMax", 428, 926, 3, top: 47, bottom: 34),
    pad("iPadMini", 768, 1024, top: 20, bottom: 0),
    pad("iPad9_7", 768, 1024, top: 20, bottom: 0),
    pad("iPad10_2", 810, 1080, top: 20, bottom: 0),
    pad("iPadPro10_5", 834, 1112, top: 20, bottom: 0),
    pad("iPadPro11", 834, 1194, top: 24, bottom: 20),
    pad("iPadPro12_9", 1024, 1366, top: 24, bottom: 20),
  ]

  /// The preset named `name`.
  public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

  private static func phone(
    _ name: String, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat, top: CGFloat,
    bottom: CGFloat
  ) -> DevicePreset {
    DevicePreset(
      name: name, size: CGSize(width: width, height: height), scale: scale,
      safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
  }

  private static func pad(
    _ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat
  ) -> DevicePreset {
    DevicePreset(
      name: name, size: CGSize(width: width, height: height), scale: 2,
      safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
  }
}
