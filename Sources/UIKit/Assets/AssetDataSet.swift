import Foundation

/// A `.dataset` folder: its data files, each for a variant, with their type identifiers.
struct AssetDataSet: Sendable {
  struct File: Sendable {
    let url: URL
    let typeIdentifier: String
  }

  let files: [(variant: AssetVariant, file: File)]

  init(folder: URL) throws(AssetCatalogError) {
    let contents = try AssetContentsFile(in: folder, required: true)
    var files: [(AssetVariant, File)] = []
    for entry in try contents.objects("data") {
      guard let name = try contents.string("filename", in: entry) else { continue }
      let url = folder.appendingPathComponent(name)
      let type =
        try contents.string("universal-type-identifier", in: entry)
        ?? Self.typeIdentifier(forExtension: url.pathExtension)
      files.append(
        (try AssetVariant(entry: entry, in: contents), File(url: url, typeIdentifier: type)))
    }
    if files.isEmpty { throw AssetCatalogError(contents.url, "has no data file") }
    self.files = files
  }

  /// The file of the variant that best suits `traits`.
  func file(for traits: AssetTraits) -> File? {
    traits.best(of: files.map { ($0.variant, nil, $0.file) })
  }

  /// The type Xcode gives a data file it has no identifier for, by its extension.
  private static func typeIdentifier(forExtension pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "json": "public.json"
    case "txt": "public.plain-text"
    case "xml": "public.xml"
    case "plist": "com.apple.property-list"
    case "png": "public.png"
    case "jpg", "jpeg": "public.jpeg"
    case "pdf": "com.adobe.pdf"
    default: "public.data"
    }
  }
}
