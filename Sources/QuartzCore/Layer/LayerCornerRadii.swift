import CoreGraphics

/// A radius for each corner of a layer, in iOS's flipped geometry (top is minY): what UIKit's
/// corner configurations give a view's layer when its corners differ. Core Animation has no
/// public per-corner radius; UIKit reaches one privately.
package struct LayerCornerRadii: Hashable, Sendable {
  public var topLeft: CGFloat
  public var topRight: CGFloat
  public var bottomLeft: CGFloat
  public var bottomRight: CGFloat

  public init(topLeft: CGFloat, topRight: CGFloat, bottomLeft: CGFloat, bottomRight: CGFloat) {
    (self.topLeft, self.topRight) = (topLeft, topRight)
    (self.bottomLeft, self.bottomRight) = (bottomLeft, bottomRight)
  }
}
