import CoreGraphics
import Foundation
import Raster

/// Xcode's slicing of an image in an image set (its `resizing`): caps, in pixels, that keep
/// their size, and a centre strip that stretches or tiles. The pixels between the strip and the
/// far caps are left out of the image, as Xcode's asset compiler leaves them out.
struct AssetSlicing: Sendable, Equatable {
  var top = 0
  var left = 0
  var bottom = 0
  var right = 0
  /// The centre strip's size in pixels; nil for all that lies between the caps.
  var centerWidth: Int?
  var centerHeight: Int?
  var resizingMode = UIImage.ResizingMode.stretch

  /// The slicing of an `images` entry; nil when it has none.
  init?(entry: [String: Any], in file: AssetContentsFile) throws(AssetCatalogError) {
    let resizing = try file.dictionary("resizing", in: entry)
    guard !resizing.isEmpty else { return nil }
    let insets = try file.dictionary("cap-insets", in: resizing)
    let center = try file.dictionary("center", in: resizing)
    func pixels(_ key: String, in object: [String: Any]) throws(AssetCatalogError) -> Int? {
      guard let value = object[key] else { return nil }
      guard let number = value as? Double, number >= 0, number <= 1_000_000 else {
        throw AssetCatalogError(file.url, "slicing \"\(key)\" is not a number of pixels")
      }
      return Int(number.rounded())
    }
    let mode = try file.string("mode", in: resizing) ?? "9-part"
    guard ["9-part", "3-part-horizontal", "3-part-vertical"].contains(mode) else {
      throw AssetCatalogError(file.url, "unknown slicing mode \"\(mode)\"")
    }
    if mode != "3-part-vertical" {
      left = try pixels("left", in: insets) ?? 0
      right = try pixels("right", in: insets) ?? 0
      centerWidth = try pixels("width", in: center)
    }
    if mode != "3-part-horizontal" {
      top = try pixels("top", in: insets) ?? 0
      bottom = try pixels("bottom", in: insets) ?? 0
      centerHeight = try pixels("height", in: center)
    }
    resizingMode = try file.string("mode", in: center) == "tile" ? .tile : .stretch
  }

  /// `bitmap` without the left-out pixels, and the caps in points at `scale`; nil when the
  /// caps and centre do not fit in the bitmap.
  func apply(to bitmap: CGImage, scale: CGFloat) -> (bitmap: CGImage, capInsets: UIEdgeInsets)? {
    guard
      let columns = Self.kept(bitmap.width, first: left, center: centerWidth, last: right),
      let rows = Self.kept(bitmap.height, first: top, center: centerHeight, last: bottom),
      let sliced = try? Pixmap(width: columns.count, height: rows.count)
    else { return nil }
    let source = bitmap.pixmap
    for (y, row) in rows.enumerated() {
      for (x, column) in columns.enumerated() { sliced[x, y] = source[column, row] }
    }
    let insets = UIEdgeInsets(
      top: CGFloat(top) / scale, left: CGFloat(left) / scale, bottom: CGFloat(bottom) / scale,
      right: CGFloat(right) / scale)
    return (
      CGImage(adopting: sliced, alphaInfo: bitmap.alphaInfo, colorSpace: bitmap.colorSpace), insets
    )
  }

  /// The source columns (or rows) kept along a side of `length` pixels: the first cap and the
  /// centre strip, then the last cap.
  private static func kept(_ length: Int, first: Int, center: Int?, last: Int) -> [Int]? {
    let middle = center ?? (length - first - last)
    guard middle >= 0, first + middle + last <= length else { return nil }
    return Array(0..<(first + middle)) + Array((length - last)..<length)
  }
}
