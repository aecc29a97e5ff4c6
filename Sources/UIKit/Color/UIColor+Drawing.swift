import CoreGraphics

extension UIColor {
  /// Makes this the fill and stroke colour of the current UIKit graphics context.
  public func set() {
    setFill()
    setStroke()
  }

  /// Makes this the fill colour of the current UIKit graphics context, if there is one.
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Makes this the stroke colour of the current UIKit graphics context, if there is one.
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }
}
