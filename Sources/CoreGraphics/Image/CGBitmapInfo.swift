/// Where alpha is stored in a pixel, and whether colours are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
  /// No alpha channel.
  case none = 0
  /// Alpha last, colour premultiplied by it.
  case premultipliedLast = 1
  /// Alpha first, colour premultiplied by it.
  case premultipliedFirst = 2
  /// Alpha last, colour not premultiplied.
  case last = 3
  /// Alpha first, colour not premultiplied.
  case first = 4
  /// No alpha; the last byte of each pixel is ignored.
  case noneSkipLast = 5
  /// No alpha; the first byte of each pixel is ignored.
  case noneSkipFirst = 6
  /// Alpha alone, no colour.
  case alphaOnly = 7
}

/// A bitmap's layout: the alpha info in the low bits, the byte order and float flag above.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
  /// The layout bits.
  public let rawValue: UInt32
  /// A layout from its raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A layout with `alphaInfo` in its alpha bits and the default byte order.
  public init(alphaInfo: CGImageAlphaInfo) {
    rawValue = alphaInfo.rawValue
  }

  /// The bits that hold a `CGImageAlphaInfo`.
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  /// The bits that describe floating-point components.
  public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
  /// Components are floating-point values.
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  /// The bits that hold the byte order.
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  /// The platform's default byte order.
  public static let byteOrderDefault = CGBitmapInfo([])
  /// 16-bit pixels, little-endian.
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  /// 32-bit pixels, little-endian.
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  /// 16-bit pixels, big-endian.
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  /// 32-bit pixels, big-endian.
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

  var alphaInfo: CGImageAlphaInfo? {
    CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
  }

  /// The layouts Raster draws into directly: 8-bit RGBA in memory order, alpha last,
  /// premultiplied (or an ignored alpha byte).
  ///
  /// Divergence: Apple also accepts BGRA (`premultipliedFirst | byteOrder32Little`), grey,
  /// 16-bit and float layouts; here `CGContext(data:…)` returns nil for them.
  var isRasterNative: Bool {
    let order = rawValue & CGBitmapInfo.byteOrderMask.rawValue
    let isFloat = rawValue & CGBitmapInfo.floatInfoMask.rawValue != 0
    let memoryOrderRGBA =
      order == 0 || order == CGBitmapInfo.byteOrder32Big.rawValue
    return !isFloat && memoryOrderRGBA
      && (alphaInfo == .premultipliedLast || alphaInfo == .noneSkipLast)
  }
}
