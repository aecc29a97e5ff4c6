/// The shape of a line's open ends.
public enum LineCap: Sendable, Hashable {
  /// The stroke stops square at the endpoint.
  case butt
  /// A half disc of the line width's diameter caps the end.
  case round
  /// The stroke goes on half the line width past the endpoint, squared off.
  case square
}

/// The shape of the corner where two segments of a stroke meet.
public enum LineJoin: Sendable, Hashable {
  /// The outer edges are extended until they meet, unless the tip would exceed the miter
  /// limit, in which case the corner is bevelled.
  case miter
  /// A circular arc of the line width's diameter rounds the corner.
  case round
  /// The corner is cut straight across between the outer edges.
  case bevel
}

/// How a path is stroked, with CoreGraphics' defaults.
public struct StrokeStyle: Sendable, Hashable {
  /// The line width in user-space units; 0 draws a hairline, one device pixel wide.
  public var width: Double = 1
  /// The shape of open ends (and of zero-length subpaths).
  public var cap: LineCap = .butt
  /// The shape of corners between segments.
  public var join: LineJoin = .miter
  /// The largest ratio of a miter's length (tip to inner corner) to the line width before
  /// the join is bevelled instead.
  public var miterLimit: Double = 10
  /// Alternating painted and unpainted lengths in user space; empty (or invalid: negative,
  /// or all zero) means a solid line.
  public var dashes: [Double] = []
  /// How far into the dash pattern the stroke starts.
  public var dashPhase: Double = 0

  /// A style; every parameter defaults to CoreGraphics' default.
  public init(
    width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
    dashes: [Double] = [], dashPhase: Double = 0
  ) {
    self.width = width
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.dashes = dashes
    self.dashPhase = dashPhase
  }
}
