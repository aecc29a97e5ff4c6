import CoreGraphics
import QuartzCore
import Raster

/// Renders `layer` into a UIKit-style context (top-left origin) `width`×`height` points at
/// `scale`, and returns its pixels.
@MainActor
func rendering(_ layer: CALayer, width: Int, height: Int, scale: CGFloat = 1) -> Pixmap {
  let bounds = CGRect(x: 0, y: 0, width: width, height: height)
  let context = makeUIKitBitmapContext(bounds: bounds, scale: scale, opaque: false)!
  layer.render(in: context)
  return context.canvas.pixmap
}

/// A root layer `width`×`height` at the origin holding `sublayers`.
@MainActor
func root(width: CGFloat, height: CGFloat, _ sublayers: [CALayer]) -> CALayer {
  let layer = CALayer()
  layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
  for sublayer in sublayers { layer.addSublayer(sublayer) }
  return layer
}

/// A layer at `frame` filled with `color`.
@MainActor
func filledLayer(_ frame: CGRect, _ color: CGColor) -> CALayer {
  let layer = CALayer()
  layer.frame = frame
  layer.backgroundColor = color
  return layer
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let white = CGColor(gray: 1, alpha: 1)

extension PremultipliedColor {
  static let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
  static let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
  static let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

  /// Whether every channel is within `tolerance` of `other`'s.
  func isClose(to other: PremultipliedColor, tolerance: Int = 1) -> Bool {
    abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
      && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
  }
}

/// A `width`×`height` image whose pixel (x, y) is `color(x, y)`.
func image(width: Int, height: Int, _ color: (Int, Int) -> PremultipliedColor) -> CGImage {
  let pixels = try! Pixmap(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width { pixels[x, y] = color(x, y) }
  }
  return CGImage(adopting: pixels)
}
