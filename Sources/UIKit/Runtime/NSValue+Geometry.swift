import Foundation

/// The geometry boxes UIKit adds to `NSValue` on iOS (`NSValue(cgPoint:)`, `cgRectValue`…),
/// over the point, size and rectangle boxes Foundation on Linux already has.
///
/// Divergence: Foundation on Linux boxes only points, sizes, rectangles and ranges, so the
/// `CGAffineTransform`, `CGVector` and `UIEdgeInsets` boxes of iOS are not available.
extension NSValue {
  /// A value that holds a point.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value that holds a size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// A value that holds a rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// The point the value holds.
  public var cgPointValue: CGPoint { pointValue }
  /// The size the value holds.
  public var cgSizeValue: CGSize { sizeValue }
  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }
}
