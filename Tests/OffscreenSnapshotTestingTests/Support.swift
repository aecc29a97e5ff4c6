import CoreGraphics
import Foundation
import OffscreenSnapshotTesting
import Raster
import UIKit

/// A fresh empty folder under the temporary directory for one test's references.
func temporarySnapshotFolder() -> String {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("offscreen-snapshots-\(getpid())-\(UUID().uuidString)").path
}

/// What `strategy` makes of `value`, taken synchronously (Offscreen's strategies never wait).
func take<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) -> Format {
  var result: Format?
  strategy.snapshot(value).run { result = $0 }
  return result!
}

extension UIImage {
  /// The image's pixels.
  var pixels: Pixmap { cgImage!.pixmap }
}

/// A view of one colour, `width`×`height` points.
@MainActor
func solidView(_ color: UIColor, width: CGFloat = 20, height: CGFloat = 10) -> UIView {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  view.backgroundColor = color
  return view
}
