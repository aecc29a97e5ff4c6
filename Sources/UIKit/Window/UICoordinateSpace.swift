import CoreGraphics

/// A space points and rectangles can be converted between: a view, or a screen's.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
  var bounds: CGRect { get }
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UIView: UICoordinateSpace {
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    coordinateSpace.convert(convert(point, to: nil as UIView?), from: ScreenSpace.shared)
  }
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    convert(coordinateSpace.convert(point, to: ScreenSpace.shared), from: nil as UIView?)
  }
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    coordinateSpace.convert(convert(rect, to: nil as UIView?), from: ScreenSpace.shared)
  }
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    convert(coordinateSpace.convert(rect, to: ScreenSpace.shared), from: nil as UIView?)
  }
}

extension UIScreen {
  /// The screen's coordinate space; a view's window coordinates are screen coordinates here.
  public var coordinateSpace: any UICoordinateSpace { ScreenSpace.shared }
  /// The screen's fixed (portrait) coordinate space: the same space headless.
  public var fixedCoordinateSpace: any UICoordinateSpace { ScreenSpace.shared }
}

/// Screen coordinates, which are window coordinates: windows sit at the screen's origin here.
final class ScreenSpace: UICoordinateSpace {
  static let shared = ScreenSpace()
  var bounds: CGRect { UIScreen.main.bounds }
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    coordinateSpace === self ? point : coordinateSpace.convert(point, from: self)
  }
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    coordinateSpace === self ? point : coordinateSpace.convert(point, to: self)
  }
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    coordinateSpace === self ? rect : coordinateSpace.convert(rect, from: self)
  }
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    coordinateSpace === self ? rect : coordinateSpace.convert(rect, to: self)
  }
}
