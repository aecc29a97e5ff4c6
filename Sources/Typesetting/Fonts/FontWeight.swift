/// A font weight on the OpenType scale (100 thin … 900 black).
///
/// The named weights are UIKit's `UIFont.Weight` values in the order Apple's system font maps
/// them: ultraLight 100, thin 200, light 300, regular 400, medium 500, semibold 600, bold 700,
/// heavy 800, black 900.
public struct FontWeight: Hashable, Sendable, Comparable {
  public var value: Int

  public init(_ value: Int) { self.value = min(max(value, 1), 1000) }

  public static let ultraLight = FontWeight(100)
  public static let thin = FontWeight(200)
  public static let light = FontWeight(300)
  public static let regular = FontWeight(400)
  public static let medium = FontWeight(500)
  public static let semibold = FontWeight(600)
  public static let bold = FontWeight(700)
  public static let heavy = FontWeight(800)
  public static let black = FontWeight(900)

  public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }
}
