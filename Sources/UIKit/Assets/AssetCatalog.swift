import Foundation

/// An `.xcassets` folder as Xcode keeps it, read without compiling it: its image, colour and
/// data sets by name, and what was wrong with the sets that could not be read.
///
/// An asset's name is its folder's name without the extension, prefixed by the names of the
/// enclosing groups whose `Contents.json` sets `provides-namespace` (`"Icons/star"`). Other
/// asset types (app icons, AR and sticker sets…) are skipped; symbol sets are noted as
/// unsupported, so that asking for one says why it gives nothing.
struct AssetCatalog: Sendable {
  let folder: URL
  private(set) var imageSets: [String: AssetImageSet] = [:]
  private(set) var colorSets: [String: AssetColorSet] = [:]
  private(set) var dataSets: [String: AssetDataSet] = [:]
  /// Why each asset of a kind Offscreen cannot make (custom symbol images) gives nothing.
  private(set) var unsupported: [String: AssetCatalogError] = [:]
  /// One problem per set (or group) that could not be read, in path order.
  private(set) var problems: [AssetCatalogError] = []

  /// Reads the catalog at `folder`; throws only when the folder itself cannot be read.
  init(folder: URL) throws(AssetCatalogError) {
    self.folder = folder.standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw AssetCatalogError(folder, "is not an asset catalog folder")
    }
    readGroup(self.folder, namespace: "")
  }

  private mutating func readGroup(_ group: URL, namespace: String) {
    for child in Self.subfolders(of: group) {
      let name = namespace + child.deletingPathExtension().lastPathComponent
      do throws(AssetCatalogError) {
        switch child.pathExtension {
        case "imageset":
          let set = try AssetImageSet(folder: child)
          if imageSets[name] == nil { imageSets[name] = set } else { duplicate(name, child) }
        case "colorset":
          let set = try AssetColorSet(folder: child)
          if colorSets[name] == nil { colorSets[name] = set } else { duplicate(name, child) }
        case "dataset":
          let set = try AssetDataSet(folder: child)
          if dataSets[name] == nil { dataSets[name] = set } else { duplicate(name, child) }
        case "symbolset":
          unsupported[name] = AssetCatalogError(
            child, "custom symbol images are not supported on Linux")
        case "":
          let contents = try AssetContentsFile(in: child, required: false)
          let providesNamespace = try contents.flag("provides-namespace")
          readGroup(child, namespace: providesNamespace ? name + "/" : namespace)
        default:
          continue
        }
      } catch {
        problems.append(error)
      }
    }
  }

  private mutating func duplicate(_ name: String, _ folder: URL) {
    problems.append(AssetCatalogError(folder, "another asset is already named \"\(name)\""))
  }

  /// The folders directly inside `folder`, sorted by name so that reading is deterministic.
  static func subfolders(of folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      guard !name.hasPrefix(".") else { return nil }
      let url = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return nil }
      return url
    }
  }
}
