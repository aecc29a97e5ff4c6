import Foundation

/// Which instances one appearance proxy styles: those of a class (and its subclasses), whose
/// trait collection contains some traits, inside instances of some container classes.
@MainActor
struct AppearanceSelector {
  /// The class the proxy was asked of.
  let type: AnyClass
  /// The traits a view must have; nil for any.
  let traits: UITraitCollection?
  /// The container classes, innermost first, as `appearance(whenContainedInInstancesOf:)`
  /// takes them.
  let containers: [AnyClass]

  init(type: AnyClass, traits: UITraitCollection?, containers: [any UIAppearanceContainer.Type]) {
    self.type = type
    self.traits = traits
    self.containers = containers.map { $0 as AnyClass }
  }

  /// Whether two selectors name the same proxy: `appearance()` twice gives one object, whose
  /// settings add up.
  func isSame(as other: AppearanceSelector) -> Bool {
    type == other.type && containers.count == other.containers.count
      && zip(containers, other.containers).allSatisfy { $0 == $1 }
      && traits == other.traits
  }

  /// How well the selector matches an object of class `objectType` with `traits` whose
  /// containers, from the window down, are `chain`; nil when it does not match.
  ///
  /// Apple: "In any given view hierarchy, the outermost appearance proxy wins. Specificity
  /// (depth of the chain) is the tie-breaker. … UIKit selects the partial ordering that is the
  /// first unique match when reading the actual hierarchy from the window down." The rank keeps,
  /// for each container from the outermost in, the position in `chain` (0 = the window) where it
  /// is found reading down, each as high up as the ones above it allow.
  func rank(objectType: AnyClass, traits viewTraits: UITraitCollection, chain: [AnyObject])
    -> AppearanceRank?
  {
    guard let depth = Self.depth(of: objectType, below: type) else { return nil }
    if let traits, !viewTraits.containsTraits(in: traits) { return nil }
    var positions: [Int] = []
    var next = 0
    for container in containers.reversed() {
      guard
        let found = chain[next...].firstIndex(where: { Self.isInstance($0, of: container) })
      else { return nil }
      positions.append(found)
      next = found + 1
    }
    return AppearanceRank(classDepth: depth, positions: positions, hasTraits: traits != nil)
  }

  /// How many superclass steps from `type` down to `objectType`; nil when `objectType` is not
  /// `type` or a subclass of it.
  private static func depth(of objectType: AnyClass, below type: AnyClass) -> Int? {
    var steps = 0
    var current: AnyClass? = objectType
    while let candidate = current {
      if candidate == type { return steps }
      current = class_getSuperclass(candidate)
      steps += 1
    }
    return nil
  }

  private static func isInstance(_ object: AnyObject, of type: AnyClass) -> Bool {
    depth(of: Swift.type(of: object), below: type) != nil
  }
}

/// The order of matching proxies: the one that ranks highest sets a property.
///
/// First the class: a proxy of the object's own class beats one of its superclass, as a
/// subclass's settings are applied after its superclass's (Apple documents no order between
/// classes; this is the inheritance order the proxies' settings follow). Then containment, as
/// Apple documents it: the match whose outermost container is higher up wins, then the next
/// container down, and a longer chain wins over its own prefix. Last, a proxy that asks for
/// traits beats one that does not.
struct AppearanceRank: Comparable {
  /// Superclass steps from the object's class to the proxy's: fewer is closer.
  let classDepth: Int
  /// Where each container matched, from the window down.
  let positions: [Int]
  let hasTraits: Bool

  /// Whether `lhs` loses to `rhs`.
  static func < (lhs: AppearanceRank, rhs: AppearanceRank) -> Bool {
    if lhs.classDepth != rhs.classDepth { return lhs.classDepth > rhs.classDepth }
    for (left, right) in zip(lhs.positions, rhs.positions) where left != right {
      return left > right
    }
    if lhs.positions.count != rhs.positions.count {
      return lhs.positions.count < rhs.positions.count
    }
    return !lhs.hasTraits && rhs.hasTraits
  }
}
