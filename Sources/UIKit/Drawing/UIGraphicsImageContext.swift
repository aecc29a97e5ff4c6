import CoreGraphics

/// Begins a bitmap context of `size` points and makes it current (the pre-iOS 10 API;
/// `UIGraphicsImageRenderer` replaces it). `scale` 0 means the main screen's scale (3 unless
/// `UITraitCollection.current` has a display scale). An invalid size begins nothing.
public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  let resolvedScale = scale > 0 ? scale : UIGraphicsImageRendererFormat().scale
  guard
    let context = makeUIKitBitmapContext(
      bounds: CGRect(origin: .zero, size: size), scale: resolvedScale, opaque: opaque)
  else { return }
  UIGraphicsContextStack.current.entries.append(
    .init(context: context, imageScale: resolvedScale))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of the current context, when it is an image context; nil otherwise.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let entry = UIGraphicsContextStack.current.entries.last, let scale = entry.imageScale,
    let image = entry.context.makeImage()
  else { return nil }
  return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context; does nothing when the current context is not one.
public func UIGraphicsEndImageContext() {
  let stack = UIGraphicsContextStack.current
  if stack.entries.last?.imageScale != nil { stack.entries.removeLast() }
}
