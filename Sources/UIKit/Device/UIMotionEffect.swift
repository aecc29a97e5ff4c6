import CoreGraphics
import Foundation

/// An effect that moves a view's properties with the device's tilt (parallax). Subclasses say
/// which key paths change by how much for a viewer offset.
///
/// Divergence: there is no device to tilt headless: effects are stored on the view
/// (``UIView/motionEffects``) and never applied, so a view draws as it does with the device
/// held level, where iOS's default offset is zero too.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
  public override init() { super.init() }

  /// The key paths to change and their values relative to the views' own, for a viewer
  /// offset whose components run from -1 to 1. Nil by default.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    nil
  }
}

/// A motion effect that moves one key path between a minimum and a maximum relative value
/// as the device tilts along one axis.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// The axis of tilt an interpolating effect follows.
  public enum EffectType: Int, Sendable {
    case tiltAlongHorizontalAxis = 0
    case tiltAlongVerticalAxis = 1
  }

  /// The key path that changes (`"center.x"`).
  public let keyPath: String
  /// The axis of tilt followed.
  public let type: EffectType
  /// The relative value at full tilt one way (-1).
  open var minimumRelativeValue: Any?
  /// The relative value at full tilt the other way (1).
  open var maximumRelativeValue: Any?

  /// An effect that moves `keyPath` with tilt along `type`'s axis.
  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }

  /// The key path's value interpolated between the minimum and maximum (numbers) for the
  /// offset along this effect's axis.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset)
    -> [String: Any]?
  {
    guard let minimum = Self.number(minimumRelativeValue),
      let maximum = Self.number(maximumRelativeValue)
    else { return nil }
    let tilt = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
    let fraction = (min(max(tilt, -1), 1) + 1) / 2
    return [keyPath: minimum + (maximum - minimum) * fraction]
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }
}

/// Motion effects applied together.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects of the group.
  open var motionEffects: [UIMotionEffect]?

  /// The relative values of every effect of the group, merged.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset)
    -> [String: Any]?
  {
    let values = (motionEffects ?? []).compactMap {
      $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset)
    }
    return values.isEmpty ? nil : values.reduce(into: [:]) { $0.merge($1) { _, new in new } }
  }
}

@MainActor private var motionEffectsKey: UInt8 = 0

extension UIView {
  /// The motion effects of the view, in the order added.
  public var motionEffects: [UIMotionEffect] {
    get {
      withUnsafePointer(to: &motionEffectsKey) { key in
        objc_getAssociatedObject(self, key) as? [UIMotionEffect]
      } ?? []
    }
    set {
      withUnsafePointer(to: &motionEffectsKey) { key in
        objc_setAssociatedObject(self, key, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }

  /// Adds `effect` to the view's motion effects (once).
  public func addMotionEffect(_ effect: UIMotionEffect) {
    guard !motionEffects.contains(where: { $0 === effect }) else { return }
    motionEffects.append(effect)
  }

  /// Removes `effect` from the view's motion effects.
  public func removeMotionEffect(_ effect: UIMotionEffect) {
    motionEffects.removeAll { $0 === effect }
  }
}
