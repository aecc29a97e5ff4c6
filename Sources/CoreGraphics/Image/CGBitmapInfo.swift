/// Where alpha is stored in a pixel, and whether colours are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none = 0
  case premultipliedLast = 1
  case premultipliedFirst = 2
  case last = 3
  case first = 4
  case noneSkipLast = 5
  case noneSkipFirst = 6
  case alphaOnly = 7
}

/// A bitmap's layout: the alpha info in the low bits, the byte order and float flag above.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public init(alphaInfo: CGImageAlphaInfo) {
    rawValue = alphaInfo.rawValue
  }

  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  public static let byteOrderDefault = CGBitmapInfo([])
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
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
