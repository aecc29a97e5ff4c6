import Foundation
import PNGCodec
import Raster
import Testing

/// The PNG files in `Fixtures/` and the premultiplied pixels `make_fixtures.py` says they hold.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  struct Expected {
    let width: Int
    let height: Int
    let rgba: [UInt8]
  }

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: directory.appendingPathComponent(name + ".png")))
  }

  static func expected(_ name: String) throws -> Expected {
    let data = try Data(contentsOf: directory.appendingPathComponent("expected.json"))
    let all = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let entry = try #require(all[name] as? [String: Any], "no expected pixels for \(name)")
    return Expected(
      width: try #require(entry["width"] as? Int), height: try #require(entry["height"] as? Int),
      rgba: try #require(entry["rgba"] as? [Int]).map { UInt8($0) })
  }
}

extension Pixmap {
  /// Every pixel's bytes, row after row, without the padding of `bytesPerRow`.
  var rgba: [UInt8] {
    (0..<height).flatMap { y in Array(UnsafeBufferPointer(start: row(y), count: width * 4)) }
  }

  /// A pixmap holding `rgba`, `width * 4` bytes a row.
  static func make(width: Int, height: Int, rgba: [UInt8]) throws -> Pixmap {
    let pixmap = try Pixmap(width: width, height: height)
    pixmap.data.update(from: rgba, count: rgba.count)
    return pixmap
  }
}
