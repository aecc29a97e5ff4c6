import CoreGraphics

extension CALayer {
  /// Core Animation's default display: a new backing store the size of the bounds at
  /// `contentsScale`, drawn by ``draw(in:)``, becomes the contents. An empty layer gets no
  /// contents.
  package func displayIntoBackingStore() {
    guard
      let context = makeUIKitBitmapContext(
        bounds: bounds, scale: contentsScale, opaque: isOpaque)
    else {
      contents = nil
      return
    }
    draw(in: context)
    contents = context.makeImage()
  }
}
