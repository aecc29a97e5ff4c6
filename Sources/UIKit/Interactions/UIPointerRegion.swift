import CoreGraphics
import Foundation

/// A rectangle of a pointer interaction's view in which the pointer keeps one look.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
  /// The region, in the interaction's view's coordinates.
  public let rect: CGRect
  /// What tells this region from others; nil by default.
  public let identifier: AnyHashable?
  /// The axes along which the pointer stays in the region once in it. None by default.
  open var latchingAxes: UIAxis = []

  /// A region covering `rect`, named by `identifier`.
  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
    super.init()
  }
}

/// Where the pointer is when a pointer interaction asks its delegate for a region.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
  /// The pointer's position in the interaction's view.
  public let location: CGPoint
  /// The modifier keys held down.
  public let modifiers: UIKeyModifierFlags

  init(location: CGPoint, modifiers: UIKeyModifierFlags) {
    self.location = location
    self.modifiers = modifiers
    super.init()
  }
}

/// Modifier keys held down with a key or a pointer event.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Shift.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Control.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Option.
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Command.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// A key of the numeric keypad.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
