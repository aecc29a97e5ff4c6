import CoreGraphics

/// Numbers each setting of a layer's contents, across all layers.
@MainActor
enum ContentsGeneration {
  private static var last = 0

  static func next() -> Int {
    last &+= 1
    return last
  }
}

extension CALayer {
  /// Feeds the hasher everything about the layer itself that rendering reads (its sublayers
  /// and its place in the tree aside): two equal hashes mean it paints the same pixels in the
  /// same place. What a subclass draws at render time joins through `VectorContent`.
  func hashRenderState(into hasher: inout Hasher) {
    hasher.feed(ObjectIdentifier(type(of: self)))
    hasher.feed(bounds.minX, bounds.minY, bounds.width, bounds.height)
    hasher.feed(isHidden, opacity, backgroundColor, masksToBounds, backdrop)
    hasher.feed(cornerRadius, maskedCorners.rawValue, cornerRadii, cornerCurve.rawValue)
    hasher.feed(borderWidth, borderColor)
    hasher.feed(shadowColor, shadowOpacity, shadowOffset.width, shadowOffset.height)
    hasher.feed(shadowRadius, shadowPath)
    hasher.feed(allowsEdgeAntialiasing, allowsGroupOpacity, isOpaque)
    if let image = contents as? CGImage {
      hasher.feed(ObjectIdentifier(image), contentsGeneration)
    }
    hasher.feed(contentsGravity.rawValue, contentsScale)
    hasher.feed(minificationFilter.rawValue, magnificationFilter.rawValue)
    for rect in [contentsRect, contentsCenter] {
      hasher.feed(rect.minX, rect.minY, rect.width, rect.height)
    }
    (self as? any VectorContent)?.hashVectorState(into: &hasher)
    (self as? CAReplicatorLayer)?.hashReplication(into: &hasher)
    if let mask {
      mask.displayIfNeeded()
      let transform = mask.transformToSuperlayer
      hasher.feed(transform.a, transform.b, transform.c, transform.d)
      hasher.feed(transform.tx, transform.ty)
      mask.hashRenderState(into: &hasher)
      for sublayer in mask.sublayers ?? [] { sublayer.hashTree(into: &hasher) }
    }
  }

  /// The layer's render state and place, and its sublayers', recursively: a mask's whole tree.
  private func hashTree(into hasher: inout Hasher) {
    displayIfNeeded()
    let transform = transformToSuperlayer
    hasher.feed(transform.a, transform.b, transform.c, transform.d)
    hasher.feed(transform.tx, transform.ty)
    hashRenderState(into: &hasher)
    hasher.feed(sublayers?.count ?? 0)
    for sublayer in sublayers ?? [] { sublayer.hashTree(into: &hasher) }
  }
}

extension Hasher {
  /// Combines each value in turn.
  mutating func feed<each Value: Hashable>(_ values: repeat each Value) {
    repeat combine(each values)
  }
}
