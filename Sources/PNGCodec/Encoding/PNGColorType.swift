import Raster

/// The channels a PNG stores for each pixel.
package enum PNGColorType: Sendable, Equatable {
  /// Red, green and blue, without alpha: a translucent pixel is written as it shows over
  /// black (its premultiplied colour), as in a bitmap context with no alpha.
  case rgb
  /// Red, green, blue and straight alpha.
  case rgba
  /// One grey level (the pixels' red, green and blue must be equal), without alpha, as `rgb`.
  case grey
  /// A grey level and straight alpha (the pixels' red, green and blue must be equal).
  case greyAlpha

  /// RGB when every pixel of `pixmap` is opaque, else RGBA: the smallest file that keeps every
  /// pixel, whatever its colours.
  package static func smallest(for pixmap: Pixmap) -> PNGColorType {
    pixmap.isOpaque ? .rgb : .rgba
  }

  var hasAlpha: Bool { self == .rgba || self == .greyAlpha }
  var isGrey: Bool { self == .grey || self == .greyAlpha }
}
