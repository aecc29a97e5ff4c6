import Foundation
import UIKit

extension ValueKind where Value == UIImage {
  /// A PNG file, relative to the mockup file's folder (a name ending in `@2x` or `@3x` gives
  /// that scale), or the name of an image set in the mockup's asset catalogs.
  static var imageFile: ValueKind<UIImage> {
    ValueKind<UIImage>(schema: { ["type": "string"] }) { node, context in
      let name = try node.text()
      let url = URL(fileURLWithPath: name, relativeTo: context.baseDirectory).standardizedFileURL
      guard FileManager.default.isReadableFile(atPath: url.path) else {
        if let named = UIImage(named: name, in: context.assets, compatibleWith: context.traits) {
          return named
        }
        throw node.error(
          .image, "cannot read image file \(url.path), and no asset catalog has an image '\(name)'")
      }
      guard let image = UIImage(contentsOfFile: url.path) else {
        throw node.error(.image, "cannot decode image file \(url.path) (PNG expected)")
      }
      return image
    }
  }

  /// An SF Symbol by name; the schema lists the names Offscreen draws.
  static var systemImage: ValueKind<UIImage> {
    ValueKind<UIImage>(schema: { ["enum": UIImage.systemSymbolNames] }) { node, _ in
      let name = try node.text()
      guard let image = UIImage(systemName: name) else {
        throw node.error(
          .image, "no system image is named '\(name)'",
          suggestions: NearestNames.to(name, in: UIImage.systemSymbolNames))
      }
      return image
    }.definedOnce(as: "systemImage")
  }
}
