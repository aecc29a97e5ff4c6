// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CFontconfig

/// A font file and face index that fontconfig found.
struct FontLocation: Hashable {
  var file: String
  var index: Int
}

/// Finds installed fonts through fontconfig: by family and style, by name, and by the
/// characters a font must cover.
final class FontDiscovery {
  private let config: OpaquePointer?

  init() {
    config = FcInitLoadConfigAndFonts()
  }

  deinit {
    if let config { FcConfigDestroy(config) }
  }

  /// Adds the font file at `file` to the fonts fontconfig finds, for this process, as Core
  /// Text's font manager registers a font; false when fontconfig cannot read it.
  func addApplicationFont(file: String) -> Bool {
    FcConfigAppFontAddFile(config, file) != 0
  }

  /// The best match for a family, weight and slant, with the family fontconfig chose.
  func match(family: String, weight: FontWeight, italic: Bool) -> (FontLocation, String)? {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FontDiscovery.addStyle(to: pattern, weight: weight, italic: italic)
    return bestMatch(pattern)
  }

  /// The installed face whose PostScript name, full name or family equals `name` (ignoring
  /// case, spaces and hyphens), preferring the regular style of a family.
  func face(named name: String) -> FontLocation? {
    let wanted = FontDiscovery.normalized(name)
    guard !wanted.isEmpty, let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    guard let objects = FcObjectSetCreate() else { return nil }
    for object in [
      FC_FILE, FC_INDEX, FC_FAMILY, FC_POSTSCRIPT_NAME, FC_FULLNAME, FC_WEIGHT, FC_SLANT,
    ] {
      FcObjectSetAdd(objects, object)
    }
    guard let list = FcFontList(config, pattern, objects) else {
      FcObjectSetDestroy(objects)
      return nil
    }
    defer {
      FcFontSetDestroy(list)
      FcObjectSetDestroy(objects)
    }
    var byFamily: [(FontLocation, Int)] = []
    for font in FontDiscovery.fonts(of: list) {
      guard let location = FontDiscovery.location(font) else { continue }
      let exact = [FC_POSTSCRIPT_NAME, FC_FULLNAME].flatMap { FontDiscovery.strings(font, $0) }
      if exact.contains(where: { FontDiscovery.normalized($0) == wanted }) { return location }
      if FontDiscovery.strings(font, FC_FAMILY).contains(where: {
        FontDiscovery.normalized($0) == wanted
      }) {
        var weight: Int32 = 0
        var slant: Int32 = 0
        FcPatternGetInteger(font, FC_WEIGHT, 0, &weight)
        FcPatternGetInteger(font, FC_SLANT, 0, &slant)
        let distance = abs(Int(weight) - Int(FC_WEIGHT_REGULAR)) + Int(slant) * 10
        byFamily.append((location, distance))
      }
    }
    // Sorted by distance, then by file, so the choice never depends on fontconfig's order.
    return byFamily.min { ($0.1, $0.0.file, $0.0.index) < ($1.1, $1.0.file, $1.0.index) }?.0
  }

  /// The first font, in fontconfig's order of preference, that covers `scalar`: within a
  /// family, the nearest weight and slant come first.
  func fallback(for scalar: Unicode.Scalar, weight: FontWeight, italic: Bool) -> FontLocation? {
    guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
    defer {
      FcPatternDestroy(pattern)
      FcCharSetDestroy(charset)
    }
    FcCharSetAddChar(charset, scalar.value)
    FcPatternAddCharSet(pattern, FC_CHARSET, charset)
    FontDiscovery.addStyle(to: pattern, weight: weight, italic: italic)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultMatch
    guard let sorted = FcFontSort(config, pattern, FcFalse, nil, &result) else { return nil }
    defer { FcFontSetDestroy(sorted) }
    for font in FontDiscovery.fonts(of: sorted) {
      var fontCharset: OpaquePointer?
      guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
        FcCharSetHasChar(fontCharset, scalar.value) != 0
      else { continue }
      return FontDiscovery.location(font)
    }
    return nil
  }

  private func bestMatch(_ pattern: OpaquePointer) -> (FontLocation, String)? {
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultMatch
    guard let font = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(font) }
    guard let location = FontDiscovery.location(font) else { return nil }
    return (location, FontDiscovery.strings(font, FC_FAMILY).first ?? "")
  }

  private static func addStyle(to pattern: OpaquePointer, weight: FontWeight, italic: Bool) {
    FcPatternAddInteger(pattern, FC_WEIGHT, Int32(FcWeightFromOpenType(Int32(weight.value))))
    FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
  }

  private static func fonts(of set: UnsafeMutablePointer<FcFontSet>) -> [OpaquePointer] {
    let count = Int(set.pointee.nfont)
    guard count > 0, let fonts = set.pointee.fonts else { return [] }
    return (0..<count).compactMap { fonts[$0] }
  }

  private static func location(_ font: OpaquePointer) -> FontLocation? {
    guard let file = strings(font, FC_FILE).first else { return nil }
    var index: Int32 = 0
    FcPatternGetInteger(font, FC_INDEX, 0, &index)
    return FontLocation(file: file, index: Int(index))
  }

  private static func strings(_ font: OpaquePointer, _ object: String) -> [String] {
    var values: [String] = []
    var n: Int32 = 0
    var value: UnsafeMutablePointer<FcChar8>?
    while FcPatternGetString(font, object, n, &value) == FcResultMatch, let value {
      values.append(String(cString: value))
      n += 1
    }
    return values
  }

  private static func normalized(_ name: String) -> String {
    String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
  }
}
