import Foundation
import Typesetting

extension UIFont {
  /// A font weight on UIKit's scale: −1 (lightest) to 1 (heaviest), regular at 0.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight on UIKit's −1 to 1 scale.
    public var rawValue: CGFloat

    /// A weight from its value on UIKit's scale.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// A weight on UIKit's scale; values between the named weights pick the nearer face.
    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The ultralight weight.
    public static let ultraLight = Weight(-0.8)
    /// The thin weight.
    public static let thin = Weight(-0.6)
    /// The light weight.
    public static let light = Weight(-0.4)
    /// The regular weight.
    public static let regular = Weight(0)
    /// The medium weight.
    public static let medium = Weight(0.23)
    /// The semibold weight.
    public static let semibold = Weight(0.3)
    /// The bold weight.
    public static let bold = Weight(0.4)
    /// The heavy weight.
    public static let heavy = Weight(0.56)
    /// The heaviest weight.
    public static let black = Weight(0.62)
  }
}

extension UIFont.Weight {
  /// UIKit's named weights and the OpenType weights Apple's system font gives them, lightest
  /// first.
  private static let scale: [(uiKit: CGFloat, openType: Double)] = [
    (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700),
    (0.56, 800), (0.62, 900),
  ]

  /// The OpenType weight: the named weights map exactly, weights between them in proportion,
  /// weights beyond the ends to the ends (NaN to regular).
  var fontWeight: FontWeight {
    let points = Self.scale
    guard !rawValue.isNaN else { return .regular }
    guard rawValue > points[0].uiKit else { return FontWeight(Int(points[0].openType)) }
    for (lower, upper) in zip(points, points.dropFirst()) where rawValue <= upper.uiKit {
      let t = Double((rawValue - lower.uiKit) / (upper.uiKit - lower.uiKit))
      return FontWeight(Int((lower.openType + t * (upper.openType - lower.openType)).rounded()))
    }
    return FontWeight(Int(points[points.count - 1].openType))
  }
}
