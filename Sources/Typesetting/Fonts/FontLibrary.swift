import Foundation
import Raster

// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CFreeType

/// Owns FreeType, fontconfig and every open face, the fallback choices and the glyph cache.
///
/// FreeType and HarfBuzz objects are not thread-safe, so everything that touches them runs
/// under one process-wide lock, which layouts and drawing take for their whole duration: a
/// font from one library is then safe to lay out with another. Most code uses
/// `FontLibrary.shared`; a library of its own gives a separate glyph cache.
public final class FontLibrary: @unchecked Sendable {
  /// The process-wide library.
  public static let shared = FontLibrary()

  /// The system face's family when SF Pro is not installed: the closest open face to Apple's
  /// system font.
  public static let systemFamily = "Inter"
  /// The families the system font is drawn with, in order of preference: SF Pro where the user
  /// has installed it, else Inter, which must be installed.
  static let systemFamilies: [SystemFontDesign.Families] = [.sfPro, .inter]
  /// Fallback families by script, as the system uses them on iOS-like setups.
  static let chineseFamily = "Noto Sans CJK SC"
  static let koreanFamily = "Noto Sans CJK KR"
  static let emojiFamily = "Noto Color Emoji"
  /// The Debian package of each family Offscreen draws with, named when one is missing.
  static let debianPackages = [
    systemFamily: "fonts-inter", chineseFamily: "fonts-noto-cjk",
    koreanFamily: "fonts-noto-cjk", emojiFamily: "fonts-noto-color-emoji",
  ]

  private static let lock = NSRecursiveLock()
  private let freeType: FreeTypeLibrary?
  private let freeTypeError: Int32
  private let discovery = FontDiscovery()
  private let warn: @Sendable (String) -> Void
  /// The families `systemFont` draws with: `systemFamilies`, except in tests. The last is the
  /// one that must be installed; the others are used when they are.
  let systemFamilyChoices: [SystemFontDesign.Families]
  private var systemDesigns: [String: SystemFontDesign] = [:]
  private var faces: [FontLocation: FontFace] = [:]
  private var familyFaces: [String: FontFace?] = [:]
  private var fallbacks: [FallbackKey: FontFace?] = [:]
  private var namedFaces: [String: FontFace?] = [:]
  private var warnedNames: Set<String> = []
  private var registeredFiles: Set<String> = []
  var glyphCache: GlyphCache
  /// Renders glyph outlines and decorations; used under the lock.
  let rasterizer = Rasterizer()

  /// A library with its own FreeType instance and glyph cache.
  /// - Parameters:
  ///   - glyphCacheBytes: the most memory cached glyph images may take.
  ///   - warn: receives one-line warnings (a missing font name); stderr by default.
  public convenience init(
    glyphCacheBytes: Int = 32 << 20,
    warn: @escaping @Sendable (String) -> Void = { message in
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
  ) {
    self.init(glyphCacheBytes: glyphCacheBytes, systemFamilies: Self.systemFamilies, warn: warn)
  }

  /// A library whose system font is drawn with the first of `systemFamilies` that is installed,
  /// or with the last in any case (with a warning when it is missing).
  init(
    glyphCacheBytes: Int, systemFamilies: [SystemFontDesign.Families],
    warn: @escaping @Sendable (String) -> Void
  ) {
    precondition(!systemFamilies.isEmpty, "Typesetting: a library needs a system font family")
    var code: Int32 = 0
    freeType = FreeTypeLibrary(error: &code)
    freeTypeError = code
    self.warn = warn
    systemFamilyChoices = systemFamilies
    glyphCache = GlyphCache(byteBudget: glyphCacheBytes)
  }

  /// Runs `body` holding the FreeType lock (re-entrant).
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    try Self.withGlobalLock(body)
  }

  /// Runs `body` holding the process-wide FreeType lock, for code with no library at hand (a
  /// face being released).
  static func withGlobalLock<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Face `index` of the font file at `file`, opened once and kept.
  /// - Throws: `FontError.cannotOpen` when FreeType cannot read it.
  public func face(file: String, index: Int = 0) throws(FontError) -> FontFace {
    Self.lock.lock()
    defer { Self.lock.unlock() }
    let location = FontLocation(file: file, index: index)
    if let face = faces[location] { return face }
    guard let freeType else { throw .libraryUnavailable(code: freeTypeError) }
    let face = try FontFace(
      library: freeType, file: file, index: index, id: FontLibrary.nextFaceID())
    faces[location] = face
    return face
  }

  /// The first face of a font file's bytes, for a font an app carries as data: FreeType and
  /// fontconfig read files, so the bytes are written to one in the temporary directory, named
  /// by their hash (the same font is written once, whichever process reads it).
  /// - Throws: `FontError.cannotOpen` when the bytes are not a font (or cannot be written).
  public func face(data: Data) throws(FontError) -> FontFace {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
    for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-fonts")
    let file = folder.appendingPathComponent(String(hash, radix: 16) + ".font").path
    do {
      if (try? Data(contentsOf: URL(fileURLWithPath: file))) != data {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: file), options: .atomic)
      }
    } catch {
      throw .cannotOpen(file: file, index: 0, code: -1)
    }
    return try face(file: file)
  }

  /// How registering a font went (`register(_:)`).
  public enum Registration: Sendable {
    case registered
    /// The face's file was registered before.
    case alreadyRegistered
    /// fontconfig could not read the file.
    case unreadable
  }

  /// Makes `face` one that names and families find, as an installed font, for the rest of the
  /// process: Core Text's font manager registration (`CTFontManagerRegisterGraphicsFont`).
  public func register(_ face: FontFace) -> Registration {
    withLock {
      guard !registeredFiles.contains(face.file) else { return .alreadyRegistered }
      guard discovery.addApplicationFont(file: face.file) else { return .unreadable }
      registeredFiles.insert(face.file)
      // Names and families looked up before, and not found then, may be found now.
      namedFaces = namedFaces.filter { $0.value != nil }
      familyFaces = familyFaces.filter { $0.value != nil }
      return .registered
    }
  }

  /// The system font at `size`, in the nearest installed weight and slant: SF Pro when it is
  /// installed, else Inter with SF Pro's line metrics; either with Apple's tracking for the size.
  public func systemFont(
    size: Double, weight: FontWeight = .regular, italic: Bool = false
  ) -> Font {
    Font(system: systemDesign(weight: weight, italic: italic), size: size)
  }

  /// The system font with tabular figures, as `monospacedDigitSystemFont` gives.
  public func monospacedDigitSystemFont(size: Double, weight: FontWeight = .regular) -> Font {
    Font(
      system: systemDesign(weight: weight, italic: false), size: size,
      features: [.tabularFigures])
  }

  /// What draws the system font, for failure messages and verbose output: the regular faces
  /// and where the Display design takes over, and whether SF Pro's metrics and widths stand in.
  public var systemFontSummary: String {
    let design = systemDesign(weight: .regular, italic: false)
    var summary = "\(design.text.familyName) (\(design.text.postScriptName))"
    if design.display !== design.text {
      let size = String(format: "%g", design.displayFromSize)
      summary += ", \(design.display.familyName) from \(size) pt"
    }
    var borrowed: [String] = []
    if design.lineMetrics != nil { borrowed.append("SF Pro's line metrics") }
    if design.textAdvances != nil {
      let size = String(format: "%g", SFProTextAdvances.sizesBelow)
      borrowed.append("SF Pro Text's widths below \(size) pt")
    }
    if !borrowed.isEmpty { summary += ", with " + borrowed.joined(separator: ", ") }
    return summary + " and Apple's tracking"
  }

  /// The monospaced face fontconfig prefers (DejaVu Sans Mono here) at `size`.
  public func monospacedFont(size: Double, weight: FontWeight = .regular) -> Font {
    let face = withLock { familyFace("monospace", weight: weight, italic: false) }
    guard let face else { return systemFont(size: size, weight: weight) }
    return Font(face: face, size: size)
  }

  /// The installed face of `family` nearest `weight` and slant at `size`; nil when no face of
  /// that family is installed. "serif", "sans-serif" and "monospace" name fontconfig's choices.
  public func font(
    family: String, weight: FontWeight = .regular, italic: Bool = false, size: Double
  ) -> Font? {
    withLock { familyFace(family, weight: weight, italic: italic) }.map {
      Font(face: $0, size: size)
    }
  }

  /// The installed font whose PostScript name, full name or family is `name`; when none is,
  /// the system font, with a one-line warning (once per name).
  public func font(named name: String, size: Double) -> Font {
    if let face = installedFace(named: name) { return Font(face: face, size: size) }
    withLock {
      if warnedNames.insert(name).inserted {
        warn("Typesetting: no font named \"\(name)\" is installed; using the system font")
      }
    }
    return systemFont(size: size)
  }

  /// The installed face named `name` (PostScript name, full name or family), or nil.
  public func installedFace(named name: String) -> FontFace? {
    withLock {
      if let cached = namedFaces[name] { return cached }
      let found = discovery.face(named: name).flatMap {
        try? face(file: $0.file, index: $0.index)
      }
      namedFaces[name] = found
      return found
    }
  }

  /// The face that draws `cluster` (one grapheme cluster) when the text asks for `preferred`:
  /// the colour emoji face for emoji, `preferred` when it covers the cluster, else the CJK
  /// face for the script (SC for Han and kana, KR for Hangul), else fontconfig's choice; a
  /// fallback face is in the installed weight and slant nearest `preferred`'s, as the system's
  /// font cascade keeps a bold run bold.
  func face<Cluster: Collection<Unicode.Scalar>>(
    for cluster: Cluster, preferred: FontFace
  ) -> FontFace {
    guard let first = cluster.first else { return preferred }
    return withLock {
      if Self.isEmoji(cluster), let emoji = requiredFamilyFace(Self.emojiFamily, role: "emoji"),
        emoji.hasGlyph(for: first)
      {
        return emoji
      }
      if cluster.allSatisfy({ Self.isIgnorable($0) || preferred.hasGlyph(for: $0) }) {
        return preferred
      }
      let key = FallbackKey(
        scalar: first, weight: preferred.weight, italic: preferred.isItalic)
      return fallbackFace(for: key) ?? preferred
    }
  }

  /// Guarded by the lock, like everything FreeType.
  private static nonisolated(unsafe) var faceCount = 0

  /// Face ids are unique across libraries: glyph-cache keys use them.
  private static func nextFaceID() -> Int {
    faceCount += 1
    return faceCount
  }

  /// The system font's faces in `weight` and slant: those of the first installed choice in
  /// `systemFamilyChoices`, else of the last one (fontconfig's sans-serif when it is missing).
  private func systemDesign(weight: FontWeight, italic: Bool) -> SystemFontDesign {
    withLock {
      let key = "\(weight.value)|\(italic)"
      if let design = systemDesigns[key] { return design }
      let design = installedSystemDesign(weight: weight, italic: italic)
      systemDesigns[key] = design
      return design
    }
  }

  private func installedSystemDesign(weight: FontWeight, italic: Bool) -> SystemFontDesign {
    for families in systemFamilyChoices.dropLast() {
      if let text = familyFace(families.text, weight: weight, italic: italic),
        let display = familyFace(families.display, weight: weight, italic: italic)
      {
        return SystemFontDesign(
          text: text, display: display, displayFromSize: families.displayFromSize,
          lineMetrics: families.lineMetrics)
      }
    }
    let families = systemFamilyChoices[systemFamilyChoices.count - 1]
    guard
      let text = requiredFamilyFace(families.text, role: "system", weight: weight, italic: italic)
        ?? familyFace("sans-serif", weight: weight, italic: italic)
    else {
      preconditionFailure("Typesetting: fontconfig finds no font at all; install fonts-inter")
    }
    // Without the Display design, the Text design draws every size.
    let display = familyFace(families.display, weight: weight, italic: italic) ?? text
    // SF Pro's italics were not measured; upright faces take the weight they were drawn in.
    let advances =
      families.takesSFProAdvances && !text.isItalic ? SFProTextAdvances(weight: text.weight) : nil
    return SystemFontDesign(
      text: text, display: display, displayFromSize: families.displayFromSize,
      lineMetrics: families.lineMetrics, textAdvances: advances)
  }

  /// `familyFace` for a family Offscreen's drawing depends on; when it is not installed, says
  /// so once, loudly, with the package to install: a silent substitute would make every
  /// snapshot differ from references recorded where the family is installed.
  // Divergence: iOS always has its system fonts; a Linux machine may lack the packages.
  private func requiredFamilyFace(
    _ family: String, role: String, weight: FontWeight = .regular, italic: Bool = false
  ) -> FontFace? {
    let face = familyFace(family, weight: weight, italic: italic)
    if face == nil, warnedNames.insert(family).inserted {
      warn(Self.missingFamilyWarning(family, role: role))
    }
    return face
  }

  /// The one-line warning for a missing family, naming its Debian package when it has one.
  static func missingFamilyWarning(_ family: String, role: String) -> String {
    let remedy =
      debianPackages[family].map { "apt-get install \($0)" }
      ?? "install a font whose family is \"\(family)\""
    return "warning: Offscreen: the \(role) font \(family) is not installed: \(remedy)"
      + " (drawing with another font, so snapshots will not match references)"
  }

  /// The face fontconfig matches for a family; nil when the match is of another family
  /// (fontconfig always answers with something) unless `family` is a generic alias.
  private func familyFace(
    _ family: String, weight: FontWeight = .regular, italic: Bool = false
  ) -> FontFace? {
    let key = "\(family)|\(weight.value)|\(italic)"
    if let cached = familyFaces[key] { return cached }
    var found: FontFace?
    if let (location, matched) = discovery.match(family: family, weight: weight, italic: italic),
      Self.isGeneric(family) || matched.lowercased() == family.lowercased()
    {
      found = try? face(file: location.file, index: location.index)
    }
    familyFaces[key] = found
    return found
  }

  private func fallbackFace(for key: FallbackKey) -> FontFace? {
    if let cached = fallbacks[key] { return cached }
    let (scalar, weight, italic) = (key.scalar, key.weight, key.italic)
    var found: FontFace?
    if let family = Self.cjkFamily(for: scalar),
      let face = requiredFamilyFace(family, role: "CJK", weight: weight, italic: italic),
      face.hasGlyph(for: scalar)
    {
      found = face
    } else if let location = discovery.fallback(for: scalar, weight: weight, italic: italic) {
      found = try? face(file: location.file, index: location.index)
    }
    fallbacks[key] = found
    return found
  }

  private static func isGeneric(_ family: String) -> Bool {
    ["sans-serif", "serif", "monospace"].contains(family)
  }

  static func cjkFamily(for scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF:
      return koreanFamily
    case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x31C0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
      return chineseFamily
    default:
      return nil
    }
  }

  /// Emoji presentation: an emoji-presentation scalar, or any emoji followed by VS16.
  static func isEmoji<Cluster: Collection<Unicode.Scalar>>(_ cluster: Cluster) -> Bool {
    // Nothing below U+00A9 is an emoji without a keycap sequence, which text fonts draw.
    guard let first = cluster.first, first.value >= 0xA9 else { return false }
    let properties = first.properties
    if properties.isEmojiPresentation { return true }
    return properties.isEmoji && cluster.contains("\u{FE0F}")
  }

  /// Joiners and selectors that any face may lack without needing a fallback.
  static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isVariationSelector
  }
}

/// What a fallback face is chosen for: a scalar the preferred face lacks, in its weight and
/// slant.
private struct FallbackKey: Hashable {
  var scalar: Unicode.Scalar
  var weight: FontWeight
  var italic: Bool
}
