import CoreGraphics

/// A distance to move something by, horizontally and vertically (a title's position
/// adjustment, a shadow's offset).
public struct UIOffset: Hashable, Sendable {
  /// The distance to the right.
  public var horizontal: CGFloat
  /// The distance down.
  public var vertical: CGFloat

  /// No offset.
  public init() { self.init(horizontal: 0, vertical: 0) }

  /// An offset of `horizontal` points to the right and `vertical` points down.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset.
  public static let zero = UIOffset()
}

/// The offset of `horizontal` and `vertical`, as Objective-C code makes one.
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
  UIOffset(horizontal: horizontal, vertical: vertical)
}
