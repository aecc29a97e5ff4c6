/// How the inside of a path is decided.
public enum CGPathFillRule: Int, Sendable {
  /// Non-zero winding.
  case winding = 0
  /// Inside where a ray crosses the outline an odd number of times.
  case evenOdd = 1
}

/// The end of an open stroked line.
public enum CGLineCap: Int32, Sendable {
  /// The line stops square at its end point.
  case butt = 0
  /// A half circle centred on the end point.
  case round = 1
  /// A half square that extends past the end point by half the line width.
  case square = 2
}

/// How two stroked segments meet.
public enum CGLineJoin: Int32, Sendable {
  /// Outer edges extended to meet at a point, within the miter limit.
  case miter = 0
  /// A circular arc around the joint.
  case round = 1
  /// A straight edge across the outside of the joint.
  case bevel = 2
}

/// What `CGContext.drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fills using the nonzero winding rule.
  case fill = 0
  /// Fills using the even-odd rule.
  case eoFill = 1
  /// Strokes the outline.
  case stroke = 2
  /// Fills with the nonzero winding rule, then strokes.
  case fillStroke = 3
  /// Fills with the even-odd rule, then strokes.
  case eoFillStroke = 4
}
