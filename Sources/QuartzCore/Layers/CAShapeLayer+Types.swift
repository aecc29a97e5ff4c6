/// How a `CAShapeLayer` decides the inside of its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Inside where the path winds around a point a non-zero number of times.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Inside where a ray from a point crosses the path an odd number of times.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How the open ends of a `CAShapeLayer`'s stroke are drawn.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Squared off at the end point.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A half circle beyond the end point.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Squared off half the line width beyond the end point.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How the segments of a `CAShapeLayer`'s stroke are joined.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A sharp corner, bevelled past the miter limit.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// A rounded corner.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// A corner cut off square.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
