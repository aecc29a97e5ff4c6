import CoreGraphics

extension CALayer {
  /// Whether the layer is drawn at all: not hidden, and not fully transparent.
  var isVisible: Bool { !isHidden && opacity > 0 }

  /// Everything the layer and its sublayers may paint, shadows included, in its bounds space.
  /// A bound, not exact: transparency layers are made this size.
  var paintedExtent: CGRect {
    guard !masksToBounds else { return bounds }
    var extent = unshadowedOwnExtent
    for layer in sublayers ?? [] where layer.isVisible {
      extent = extent.union(self.extent(of: layer))
    }
    if hasShadow { extent = extent.union(shadowExtent(of: shadowPath?.boundingBox ?? extent)) }
    return extent
  }

  /// Everything `sublayer` may paint, in this layer's bounds space: each copy's, for a
  /// replicator.
  func extent(of sublayer: CALayer) -> CGRect {
    let own = sublayer.paintedExtent.applying(sublayer.transformToSuperlayer)
    return sublayerCopies.reduce(CGRect.null) { $0.union(own.applying($1.transform)) }
  }

  /// What the layer itself may paint, its shadow included, without its sublayers.
  var ownPaintedExtent: CGRect {
    guard !masksToBounds else { return bounds }
    let extent = unshadowedOwnExtent
    guard hasShadow else { return extent }
    return extent.union(shadowExtent(of: shadowPath?.boundingBox ?? extent))
  }

  /// The bounds, the contents and the vectors.
  private var unshadowedOwnExtent: CGRect {
    var extent = bounds
    if let image = contentsImage {
      for piece in contentsPieces(imageWidth: image.width, imageHeight: image.height) {
        extent = extent.union(piece.destination)
      }
    }
    if let vectors = self as? any VectorContent { extent = extent.union(vectors.vectorExtent) }
    return extent
  }
}
