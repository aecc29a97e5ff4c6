import Foundation

/// A nib: Interface Builder's archive of views, from a `.nib` file or its data.
///
/// Divergence: nibs are not read on Linux (Interface Builder's compiled files are archives of
/// Objective-C objects), so ``instantiate(withOwner:options:)`` reports the problem and makes
/// no objects, and registering a nib with a collection or table view registers nothing for the
/// identifier (a dequeue then reports it and stands a plain cell in). The type exists so that
/// code that registers nibs compiles and shows, with the report, where its cells would be.
@preconcurrency @MainActor
open class UINib: NSObject {
  /// Keys of the options ``instantiate(withOwner:options:)`` takes.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Objects the nib refers to that are made outside it, by their identifiers.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// What the nib was made from, for reports: its name, or "data".
  let source: String

  /// A nib of the file named `name` (without its extension) in `bundleOrNil`, the main bundle
  /// when nil. The file is not read (see the type's divergence).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    source = "\"\(name)\""
    super.init()
  }

  /// A nib of `data`, the contents of a nib file. The data is not read.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    source = "of \(data.count) bytes of data"
    super.init()
  }

  /// The nib's top-level objects, made with `ownerOrNil` as their File's Owner: none on Linux,
  /// with a report naming the nib.
  open func instantiate(
    withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil
  ) -> [Any] {
    LayoutLog.report(
      "UINib \(source).instantiate(withOwner:options:): nibs are not read on Linux; it makes "
        + "no objects.")
    return []
  }

  /// Reports that registering the nib with `call` registers nothing.
  func reportNotRegistered(_ call: String) {
    LayoutLog.report(
      "\(call) with UINib \(source): nibs are not read on Linux; nothing is registered, so "
        + "dequeuing with the identifier gives a plain view.")
  }
}
