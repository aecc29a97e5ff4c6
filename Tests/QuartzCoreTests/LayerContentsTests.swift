import CoreGraphics
import QuartzCore
import Raster
import Testing

@MainActor
@Suite struct LayerContentsTests {
  /// A 4×4 image: its first row red, the rest green, so orientation shows.
  let picture = image(width: 4, height: 4) { _, y in y == 0 ? .red : .green }

  /// The pixels of a 10×10 layer showing `picture` under `gravity`.
  func placed(_ gravity: CALayerContentsGravity, scale: CGFloat = 1) -> Pixmap {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.contents = picture
    layer.contentsScale = scale
    layer.contentsGravity = gravity
    return rendering(root(width: 10, height: 10, [layer]), width: 10, height: 10)
  }

  /// Whether the 4×4 picture's pixels sit with their top-left at (x, y), upright, and
  /// nothing just outside it.
  func showsPicture(_ pixels: Pixmap, atX x: Int, y: Int) -> Bool {
    for j in -1...4 {
      for i in -1...4 {
        let (px, py) = (x + i, y + j)
        guard px >= 0, py >= 0, px < pixels.width, py < pixels.height else { continue }
        let inside = (0..<4).contains(i) && (0..<4).contains(j)
        let expected: PremultipliedColor = !inside ? .transparent : j == 0 ? .red : .green
        if pixels[px, py] != expected { return false }
      }
    }
    return true
  }

  @Test func positionGravitiesPlaceTheNaturalSize() {
    // Free space 6 on each axis; the vertical names are y-up, so on iOS `.top` is at maxY
    // (the bottom of the screen) and `.bottom` at minY.
    #expect(showsPicture(placed(.center), atX: 3, y: 3))
    #expect(showsPicture(placed(.top), atX: 3, y: 6))
    #expect(showsPicture(placed(.bottom), atX: 3, y: 0))
    #expect(showsPicture(placed(.left), atX: 0, y: 3))
    #expect(showsPicture(placed(.right), atX: 6, y: 3))
    #expect(showsPicture(placed(.topLeft), atX: 0, y: 6))
    #expect(showsPicture(placed(.topRight), atX: 6, y: 6))
    #expect(showsPicture(placed(.bottomLeft), atX: 0, y: 0))
    #expect(showsPicture(placed(.bottomRight), atX: 6, y: 0))
  }

  /// With the nearest filter, magnified contents keep hard pixels: each image row covers 2.5
  /// layer rows, and row 1 (its centre 1.5 rows down, 0.6 of an image row) is the red first
  /// row, unblended, where the default filter smooths it into the green.
  @Test func nearestMagnificationKeepsHardPixels() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.contents = picture
    #expect(layer.magnificationFilter == .linear && layer.minificationFilter == .linear)
    layer.magnificationFilter = .nearest
    let pixels = rendering(root(width: 10, height: 10, [layer]), width: 10, height: 10)
    #expect(pixels[5, 1] == .red)
    #expect(pixels[5, 3] == .green)
    #expect(CALayer(layer: layer).magnificationFilter == .nearest)
  }

  @Test func resizeFillsTheBounds() {
    let pixels = placed(.resize)
    // Four rows of image over ten of layer: the red first row covers 2.5 rows, smoothed
    // into the green below it.
    #expect(pixels[5, 0] == .red)
    #expect(pixels[5, 1].r > pixels[5, 1].g)
    #expect(pixels[5, 4].g > pixels[5, 4].r)
    #expect(pixels[0, 9] == .green)
    #expect(pixels[9, 9] == .green)
  }

  @Test func contentsScaleSetsTheNaturalSize() {
    // 4 pixels at 2 a point: 2×2 points, centred at (4, 4); each point one pixel of the
    // 1-scale context, the image halved.
    let pixels = placed(.center, scale: 2)
    #expect(pixels[3, 3] == .transparent)
    #expect(pixels[4, 4].r > 0 && pixels[4, 4].a == 255)
    #expect(pixels[5, 5] == .green)
    #expect(pixels[6, 6] == .transparent)
  }

  @Test func aspectGravitiesKeepTheShape() {
    func placedTall(_ gravity: CALayerContentsGravity, masks: Bool) -> Pixmap {
      let layer = CALayer()
      // 10 wide, 20 tall, at x 10 in a 30×30 root.
      layer.frame = CGRect(x: 10, y: 5, width: 10, height: 20)
      layer.contents = image(width: 4, height: 4) { _, _ in .green }
      layer.contentsGravity = gravity
      layer.masksToBounds = masks
      return rendering(root(width: 30, height: 30, [layer]), width: 30, height: 30)
    }
    // Fit: 10×10, centred vertically: y 10…20.
    let fit = placedTall(.resizeAspect, masks: false)
    #expect(fit[15, 9] == .transparent)
    #expect(fit[15, 10] == .green)
    #expect(fit[15, 19] == .green)
    #expect(fit[15, 20] == .transparent)
    // Fill: 20×20, centred horizontally: x 5…25, spilling out of the bounds.
    let fill = placedTall(.resizeAspectFill, masks: false)
    #expect(fill[4, 15] == .transparent)
    #expect(fill[5, 15] == .green)
    #expect(fill[24, 24] == .green)
    #expect(fill[25, 15] == .transparent)
    // …unless the layer masks to its bounds.
    let masked = placedTall(.resizeAspectFill, masks: true)
    #expect(masked[9, 15] == .transparent)
    #expect(masked[10, 15] == .green)
    #expect(masked[20, 15] == .transparent)
  }

  @Test func contentsRectTakesPartOfTheImage() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
    layer.contents = image(width: 4, height: 4) { x, _ in x < 2 ? .red : .green }
    layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    let pixels = rendering(root(width: 4, height: 4, [layer]), width: 4, height: 4)
    for x in 0..<4 { #expect(pixels[x, 2] == .green) }
  }

  @Test func contentsCenterStretchesOnlyTheMiddle() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 9, height: 9)
    // A 3×3 image: a green middle pixel in a red frame.
    layer.contents = image(width: 3, height: 3) { x, y in x == 1 && y == 1 ? .green : .red }
    layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    let pixels = rendering(root(width: 9, height: 9, [layer]), width: 9, height: 9)
    // The frame stays one pixel wide, the middle covers the rest.
    #expect(pixels[0, 0] == .red)
    #expect(pixels[4, 0] == .red)
    #expect(pixels[0, 4] == .red)
    #expect(pixels[8, 8] == .red)
    #expect(pixels[1, 1] == .green)
    #expect(pixels[4, 4] == .green)
    #expect(pixels[7, 7] == .green)
  }

  @Test func contentsAtTheDeviceScaleAreCopiedExactly() {
    // A backing store at scale 2 on a scale-2 context, at a whole-pixel offset: every pixel
    // lands as it is, however noisy.
    let noise = image(width: 8, height: 6) { x, y in
      let v = UInt8((x * 37 + y * 91) % 256)
      return PremultipliedColor(r: v, g: v / 2, b: 255 - v, a: 255)
    }
    let layer = CALayer()
    layer.frame = CGRect(x: 1.5, y: 2, width: 4, height: 3)
    layer.contents = noise
    layer.contentsScale = 2
    let pixels = rendering(root(width: 10, height: 10, [layer]), width: 10, height: 10, scale: 2)
    for y in 0..<6 {
      for x in 0..<8 { #expect(pixels[3 + x, 4 + y] == noise.pixmap[x, y]) }
    }
  }
}
