/// An axis-aligned rectangle with a non-negative size (origin at its minimum corner).
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var isEmpty: Bool { !(width > 0 && height > 0) }
  public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

  /// The smallest pixel rectangle that contains this one.
  public var roundedOut: IntRect {
    let x0 = minX.rounded(.down)
    let y0 = minY.rounded(.down)
    let x1 = maxX.rounded(.up)
    let y1 = maxY.rounded(.up)
    let limit = Double(1 << 30)
    guard isFinite, x0 > -limit, y0 > -limit, x1 < limit, y1 < limit else {
      return IntRect(x: 0, y: 0, width: 0, height: 0)
    }
    return IntRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
  }
}

/// A rectangle of whole pixels.
public struct IntRect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  @inlinable
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var minX: Int { x }
  public var minY: Int { y }
  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The overlap of two rectangles; empty (zero size) when they do not overlap.
  public func intersection(_ other: IntRect) -> IntRect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return IntRect(x: x0, y: y0, width: 0, height: 0) }
    return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
