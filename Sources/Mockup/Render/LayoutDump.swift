import CoreGraphics
import Foundation
import UIKit

/// The frames of a mockup's views after layout, as `offscreen layout` prints them.
@MainActor
public struct LayoutDump {
  /// One view: where it is in the file and in the window.
  public struct Row: Encodable, Equatable {
    public var path: String
    public var id: String?
    public var className: String
    /// How many superviews it has below the root.
    public var depth: Int
    /// Its frame in its superview, as UIKit reports it.
    public var frame: CGRect
    /// Its frame in the window.
    public var windowFrame: CGRect
    /// The canvas's pixels a point: JSON gives numbers on this grid.
    var scale: CGFloat

    enum CodingKeys: String, CodingKey {
      case path, id, className = "class", depth, frame, windowFrame
    }

    public func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(path, forKey: .path)
      try container.encodeIfPresent(id, forKey: .id)
      try container.encode(className, forKey: .className)
      try container.encode(depth, forKey: .depth)
      try container.encode(Rect(frame, scale: scale), forKey: .frame)
      try container.encode(Rect(windowFrame, scale: scale), forKey: .windowFrame)
    }

    /// A rectangle on the pixel grid, each number to three decimals (`16.333`, not
    /// `16.33333333333333`): what a point on that grid is, without the binary noise.
    private struct Rect: Encodable {
      var x, y, width, height: Double
      init(_ rect: CGRect, scale: CGFloat) {
        func onGrid(_ value: CGFloat) -> Double {
          let snapped = Double((value * scale).rounded() / scale)
          return (snapped * 1000).rounded() / 1000
        }
        (x, y, width, height) = (
          onGrid(rect.minX), onGrid(rect.minY), onGrid(rect.width), onGrid(rect.height)
        )
      }
    }
  }

  public let rows: [Row]

  /// The frames of `views` as they are now (lay out first), on a grid of `scale` pixels a
  /// point.
  public init(_ views: MockupViews, scale: CGFloat) {
    rows = views.entries.map { entry in
      var depth = 0
      var ancestor = entry.view.superview
      while let current = ancestor, current !== views.root.superview {
        depth += 1
        ancestor = current.superview
      }
      return Row(
        path: entry.path, id: entry.id, className: entry.className, depth: depth,
        frame: entry.view.frame,
        windowFrame: entry.view.convert(entry.view.bounds, to: nil), scale: scale)
    }
  }

  /// One line a view, indented by depth: `UILabel title (16 100; 120 36)`.
  public var text: String {
    rows.map { row in
      let indent = String(repeating: "  ", count: row.depth)
      let name = row.id.map { "\(row.className) \($0)" } ?? "\(row.className) \(row.path)"
      return "\(indent)\(name) \(Self.describe(row.frame))"
    }.joined(separator: "\n")
  }

  /// JSON: a list of rows with frames as `{x, y, width, height}`.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = (try? encoder.encode(rows)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// `(x y; width height)`, as UIKit's descriptions write a frame.
  static func describe(_ rect: CGRect) -> String {
    func number(_ value: CGFloat) -> String {
      // Beyond 1e15 a double has no fraction to round and Int may not hold it (a 1e100-point
      // font gives a label that wide).
      guard value.magnitude < 1e15 else { return String(Double(value)) }
      let rounded = (value * 1000).rounded() / 1000
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
    return
      "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
  }
}
