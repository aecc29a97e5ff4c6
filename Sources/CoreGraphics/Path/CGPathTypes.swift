/// How the inside of a path is decided.
public enum CGPathFillRule: Int, Sendable {
  /// Non-zero winding.
  case winding = 0
  case evenOdd = 1
}

/// The end of an open stroked line.
public enum CGLineCap: Int32, Sendable {
  case butt = 0
  case round = 1
  case square = 2
}

/// How two stroked segments meet.
public enum CGLineJoin: Int32, Sendable {
  case miter = 0
  case round = 1
  case bevel = 2
}

/// What `CGContext.drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
  case fill = 0
  case eoFill = 1
  case stroke = 2
  case fillStroke = 3
  case eoFillStroke = 4
}
