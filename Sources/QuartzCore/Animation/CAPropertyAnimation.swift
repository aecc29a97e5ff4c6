import Foundation

/// An animation of one property of a layer, named by a key path (`"opacity"`,
/// `"position.x"`, `"transform.scale"`).
open class CAPropertyAnimation: CAAnimation {
  /// An animation of the property at `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  /// The key path of the animated property, relative to the layer.
  open var keyPath: String?
  /// Whether the animation's values are added to the property's current value.
  open var isAdditive = false
  /// Whether each repeat builds on the value the previous one ended at.
  open var isCumulative = false
  /// A function applied to the interpolated values (for transforms), or nil.
  open var valueFunction: CAValueFunction?

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
    valueFunction = other.valueFunction
  }
}

/// A function that turns an animation's interpolated numbers into a transform, so that a
/// rotation by 2π animates as a whole turn, which interpolating matrices cannot show.
open class CAValueFunction: NSObject, @unchecked Sendable {
  /// Which transform the function makes.
  public let name: CAValueFunctionName

  /// The predefined value function named `name`; nil for a name Core Animation does not
  /// define.
  public init?(name: CAValueFunctionName) {
    guard Self.predefined.contains(name) else { return nil }
    self.name = name
  }

  private static let predefined: Set<CAValueFunctionName> = [
    .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
    .translate, .translateX, .translateY, .translateZ,
  ]
}

/// The names of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A rotation, in radians, about the x axis.
  public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
  /// A rotation, in radians, about the y axis.
  public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
  /// A rotation, in radians, about the z axis.
  public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
  /// A scale on all three axes, from three values.
  public static let scale = CAValueFunctionName(rawValue: "scale")
  /// A scale on the x axis.
  public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
  /// A scale on the y axis.
  public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
  /// A scale on the z axis.
  public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
  /// A translation on all three axes, from three values.
  public static let translate = CAValueFunctionName(rawValue: "translate")
  /// A translation on the x axis.
  public static let translateX = CAValueFunctionName(rawValue: "translateX")
  /// A translation on the y axis.
  public static let translateY = CAValueFunctionName(rawValue: "translateY")
  /// A translation on the z axis.
  public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
