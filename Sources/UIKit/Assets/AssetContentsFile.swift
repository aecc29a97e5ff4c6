import Foundation

/// A `Contents.json` of an asset catalog, read as a JSON object, with accessors that say which
/// file and key hold a value of the wrong kind.
struct AssetContentsFile {
  let url: URL
  let object: [String: Any]

  /// The file in `folder`; an empty object when the file is absent and `required` is false.
  init(in folder: URL, required: Bool) throws(AssetCatalogError) {
    url = folder.appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: url.path) else {
      if !required, !FileManager.default.fileExists(atPath: url.path) {
        object = [:]
        return
      }
      throw AssetCatalogError(url, "cannot be read")
    }
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw AssetCatalogError(url, "is not valid JSON (\(Self.reason(of: error)))")
    }
    guard let object = parsed as? [String: Any] else {
      throw AssetCatalogError(url, "is not a JSON object")
    }
    self.object = object
  }

  /// Foundation's wording of a JSON error, without its class name.
  private static func reason(of error: Error) -> String {
    let nsError = error as NSError
    return nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? nsError.localizedDescription
  }

  /// The array of objects under `key` (absent: empty).
  func objects(_ key: String) throws(AssetCatalogError) -> [[String: Any]] {
    guard let value = object[key] else { return [] }
    guard let array = value as? [[String: Any]] else {
      throw AssetCatalogError(url, "\"\(key)\" is not an array of objects")
    }
    return array
  }

  /// The object under `key` (absent: empty).
  func dictionary(_ key: String, in object: [String: Any]? = nil)
    throws(AssetCatalogError) -> [String: Any]
  {
    guard let value = (object ?? self.object)[key] else { return [:] }
    guard let dictionary = value as? [String: Any] else {
      throw AssetCatalogError(url, "\"\(key)\" is not an object")
    }
    return dictionary
  }

  /// The string under `key` of `object` (absent: nil).
  func string(_ key: String, in object: [String: Any]) throws(AssetCatalogError) -> String? {
    guard let value = object[key] else { return nil }
    guard let string = value as? String else {
      throw AssetCatalogError(url, "\"\(key)\" is not a string")
    }
    return string
  }

  /// The Boolean under `key` of `properties` (absent: false).
  func flag(_ key: String) throws(AssetCatalogError) -> Bool {
    guard let value = try dictionary("properties")[key] else { return false }
    guard let flag = value as? Bool else {
      throw AssetCatalogError(url, "\"properties\".\"\(key)\" is not true or false")
    }
    return flag
  }
}
