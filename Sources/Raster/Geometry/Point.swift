/// A point in a drawing's coordinate space.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  @inlinable
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  /// Both coordinates are finite.
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }
}
