import CoreGraphics

extension UIImage {
  /// The image drawn in `color` wherever it has coverage (its alpha); its own colours are
  /// ignored. As Apple documents for bitmap images, the tint is drawn and the image's contents
  /// over it with `destinationIn`; the new image keeps this image's rendering mode. A dynamic
  /// colour resolves when the image draws.
  public func withTintColor(_ color: UIColor) -> UIImage {
    with(renderingMode: renderingMode, tint: .some(color))
  }

  /// The image tinted with `color`, with the given rendering mode. The tint is drawn in every
  /// mode (`.alwaysOriginal` is how a tinted symbol keeps its colour in an image view).
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    with(renderingMode: renderingMode, tint: .some(color))
  }

  /// The same image with another rendering mode (which only views' tinting reads).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    with(renderingMode: renderingMode)
  }

  /// A resizable image whose caps (in points) keep their size and whose middle tiles.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// A resizable image whose caps (in points) keep their size when drawn larger or smaller
  /// (down to the caps' total, below which they shrink in proportion) and whose middle
  /// stretches or tiles.
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode
  ) -> UIImage {
    with(capInsets: capInsets, resizingMode: resizingMode)
  }

  /// The same image, drawn flipped horizontally by an image view whose layout is right to left
  /// (a chevron pointing forward in either direction).
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
    let image = with()
    image.flipsForRightToLeftLayoutDirection = true
    return image
  }
}
