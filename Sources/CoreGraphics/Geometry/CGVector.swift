import Foundation

/// A two-dimensional vector: a direction and magnitude, as gesture velocities and physics use
/// it.
public struct CGVector: Equatable, Hashable, Sendable, Codable {
  /// The vector's x component.
  public var dx: CGFloat
  /// The vector's y component.
  public var dy: CGFloat

  /// The zero vector.
  public init() { (dx, dy) = (0, 0) }

  /// A vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

  /// A vector with the given components.
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

  /// A vector with the given components.
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

  /// The vector whose components are both zero.
  public static var zero: CGVector { CGVector() }
}
