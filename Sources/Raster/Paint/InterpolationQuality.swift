/// How an image is sampled when drawn at another size or position.
///
/// - `none`: nearest neighbour, hard pixels.
/// - `low`: bilinear between the four nearest pixels.
/// - `medium`, `high`: bicubic (Catmull–Rom) over the sixteen nearest pixels, which is sharper
///   than bilinear when magnifying. Neither mode builds mipmaps: a strong reduction samples the
///   source sparsely, as CoreGraphics' low quality does.
///
/// CoreGraphics' `.default` is the façade's to map (iOS treats it as a high-quality setting).
public enum InterpolationQuality: Sendable {
  case none, low, medium, high
}
