/// Why a pixmap could not be made.
public enum PixmapError: Error, Equatable, CustomStringConvertible {
  /// A side is zero or negative.
  case emptySize(width: Int, height: Int)
  /// A side is longer than `Pixmap.maximumSide`, or the area is more than `Pixmap.maximumPixels`.
  case tooLarge(width: Int, height: Int)
  /// The caller's rows are shorter than `width * 4` bytes.
  case rowTooShort(bytesPerRow: Int, width: Int)

  public var description: String {
    switch self {
    case .emptySize(let w, let h):
      return "pixmap size \(w)×\(h) is empty: both sides must be at least 1 pixel"
    case .tooLarge(let w, let h):
      return "pixmap size \(w)×\(h) is too large: at most \(Pixmap.maximumSide) pixels a side "
        + "and \(Pixmap.maximumPixels) pixels in all"
    case .rowTooShort(let bytesPerRow, let width):
      return
        "\(bytesPerRow) bytes per row is too few for \(width) RGBA pixels (\(width * 4) needed)"
    }
  }
}
