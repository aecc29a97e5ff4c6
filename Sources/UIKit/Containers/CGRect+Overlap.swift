import CoreGraphics

extension CGRect {
  /// Whether the rectangles share some area: rectangles that only touch do not, so that an
  /// element whose edge is the visible area's edge is not taken for one in view.
  func overlaps(_ other: CGRect) -> Bool {
    maxX > other.minX && minX < other.maxX && maxY > other.minY && minY < other.maxY
  }
}
