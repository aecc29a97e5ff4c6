import CoreGraphics
import Foundation

/// A section header or footer.
enum TableSupplementaryKey: Hashable {
  case header(Int)
  case footer(Int)
}

/// Where everything in a table goes, in content coordinates: the table header, each
/// section's header, rows and footer, and the table footer.
struct TableGeometry {
  struct Section {
    /// The header's frame (zero height without one).
    var header = CGRect.zero
    /// The top of each row, and the bottom of the last: one more than the rows.
    var rowTops: [CGFloat] = []
    /// The footer's frame (zero height without one).
    var footer = CGRect.zero

    var rowCount: Int { max(0, rowTops.count - 1) }
    /// From the first row's top to the last row's bottom.
    var rowsRange: ClosedRange<CGFloat> { (rowTops.first ?? 0)...(rowTops.last ?? 0) }
  }

  var sections: [Section] = []
  var tableHeader = CGRect.zero
  var tableFooter = CGRect.zero
  /// The rows' horizontal extent (inset in the inset grouped style).
  var rowX: CGFloat = 0
  var rowWidth: CGFloat = 0
  var contentHeight: CGFloat = 0
  /// Self-sizing rows whose height is still an estimate.
  var unmeasured: Set<IndexPath> = []

  func rowFrame(_ indexPath: IndexPath) -> CGRect? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let tops = sections[indexPath.section].rowTops
    guard indexPath.row >= 0, indexPath.row + 1 < tops.count else { return nil }
    return CGRect(
      x: rowX, y: tops[indexPath.row], width: rowWidth,
      height: tops[indexPath.row + 1] - tops[indexPath.row])
  }

  /// The rows that overlap `rect`, in order: found by bisection, so that a table of any
  /// length costs the same per row in view.
  func indexPaths(in rect: CGRect) -> [IndexPath] {
    var found: [IndexPath] = []
    for (sectionIndex, section) in sections.enumerated() where section.rowCount > 0 {
      let range = section.rowsRange
      guard range.upperBound > rect.minY, range.lowerBound < rect.maxY else { continue }
      let tops = section.rowTops
      // The first row whose bottom is below the rect's top.
      var row = 0
      var high = section.rowCount
      while row < high {
        let middle = (row + high) / 2
        if tops[middle + 1] > rect.minY { high = middle } else { row = middle + 1 }
      }
      while row < section.rowCount, tops[row] < rect.maxY {
        found.append(IndexPath(row: row, section: sectionIndex))
        row += 1
      }
    }
    return found
  }
}
