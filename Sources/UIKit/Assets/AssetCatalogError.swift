import Foundation

/// A problem with an asset catalog: a `Contents.json` that is not valid JSON or has a value of
/// the wrong kind, a file an image set names that is missing or cannot be read, a catalog
/// folder that does not exist.
///
/// Offscreen-only: iOS compiles catalogs when the app is built, and Xcode reports these there.
public struct AssetCatalogError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The file or folder with the problem.
  public let path: String
  /// What is wrong, in words.
  public let reason: String

  init(_ url: URL, _ reason: String) {
    path = url.path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}
