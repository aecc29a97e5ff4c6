import Foundation

extension Bundle {
  /// The top-level objects of the nib `name`.
  ///
  /// Divergence: Offscreen cannot load nibs or storyboards (compiled Interface Builder
  /// files); this returns nil and says so, as iOS does for a nib it cannot find, so views
  /// built in code are the ones that render.
  public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil)
    -> [Any]?
  {
    let line =
      "Offscreen: loadNibNamed(\"\(name)\") finds nothing: nibs cannot be loaded on Linux\n"
    FileHandle.standardError.write(Data(line.utf8))
    return nil
  }
}
