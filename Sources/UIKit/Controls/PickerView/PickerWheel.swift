import CoreGraphics
import Foundation

/// Where a wheel's rows fall: rows lie on a cylinder whose radius is half the picker's height,
/// seen from the front, so a row is squeezed by how far it has turned away and fades with it.
struct PickerWheel {
  /// Half the picker's height.
  var radius: CGFloat
  /// The height of a row on the cylinder (and of the selected row on screen).
  var rowHeight: CGFloat

  /// Where the row `offset` rows below the selected one (above when negative) shows.
  struct Placement: Equatable {
    /// The row's centre, from the picker's vertical middle, downwards.
    var centerY: CGFloat
    /// The row's height on screen over its height on the cylinder.
    var squeeze: CGFloat
    /// How opaque the row is: the cosine of its turn, 1 for the selected row.
    var alpha: CGFloat
  }

  /// The placement of the row `offset` rows away, or nil when it has turned out of sight.
  func placement(ofRowAt offset: Int) -> Placement? {
    guard radius > 0, rowHeight > 0 else { return nil }
    let step = rowHeight / radius
    let middle = CGFloat(offset) * step
    let start = max(middle - step / 2, -.pi / 2)
    let end = min(middle + step / 2, .pi / 2)
    guard end > start else { return nil }
    let top = radius * sin(start)
    let bottom = radius * sin(end)
    let squeeze = (bottom - top) / rowHeight
    guard squeeze > 0.01 else { return nil }
    let turn = min(abs(middle), .pi / 2)
    return Placement(centerY: (top + bottom) / 2, squeeze: squeeze, alpha: cos(turn))
  }

  /// The rows either side of the selected one that can show: those a quarter turn away. A
  /// picker far taller than its rows reaches every row it has (the count saturates rather than
  /// overflowing `Int`).
  var reach: Int {
    guard radius > 0, rowHeight > 0 else { return 0 }
    let rows = (.pi / 2 * radius / rowHeight).rounded(.up)
    return rows < CGFloat(Int.max / 2) ? Int(rows) : Int.max / 2
  }
}
